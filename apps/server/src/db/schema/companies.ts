import { COMPANY_SIZES, COMPANY_TYPES, UNIT_LEVELS } from '@casecover/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const companySize = pgEnum('company_size', COMPANY_SIZES);
export const companyType = pgEnum('company_type', COMPANY_TYPES);
export const unitLevel = pgEnum('unit_level', UNIT_LEVELS);

/** A vendor company. */
export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    code: text(),
    email: text(),
    phone: text(),
    address: text(),
    website: text(),
    size: companySize().notNull(),
    type: companyType().notNull().default('clinical'),
    description: text(),
    logoPath: text(),
    billingType: text().notNull().default('1'),
    pricePerUser: numeric({ precision: 8, scale: 2 }).notNull().default('29.99'),
    trialStart: timestamp({ withTimezone: true }),
    trialEnd: timestamp({ withTimezone: true }),
    /** Set while the Super Admin has suspended the company: its users cannot sign in. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.name),
    uniqueIndex('companies_code_upper_uq')
      .on(sql`upper(${t.code})`)
      .where(sql`${t.code} is not null`),
  ],
);

/** One node of a company's hierarchy: division > area > region > territory (by size). */
export const companyUnits = pgTable(
  'company_units',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => companyUnits.id, { onDelete: 'cascade' }),
    level: unitLevel().notNull(),
    name: text().notNull(),
  },
  (t) => [index().on(t.companyId, t.level), index().on(t.parentId)],
);

/** Which companies an account works with (added, or joined through an accepted invite). */
export const accountCompanies = pgTable(
  'account_companies',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.companyId] }), index().on(t.companyId)],
);
