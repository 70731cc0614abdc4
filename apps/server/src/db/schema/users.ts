import { ROLES } from '@casecover/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { companies, companyUnits } from './companies';
import { departments } from './departments';

export const role = pgEnum('role', ROLES);

/**
 * A person on either side. Account roles carry accountId; company roles carry companyId and,
 * below company admin, the hierarchy unit they answer for; a super admin carries neither.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    passwordHash: text(),
    role: role().notNull(),
    accountId: uuid().references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    unitId: uuid().references(() => companyUnits.id, { onDelete: 'set null' }),
    address: text(),
    approved: boolean().notNull().default(true),
    suspended: boolean().notNull().default(false),
    suspendedNote: text(),
    deleted: boolean().notNull().default(false),
    timezone: text(),
    profilePath: text(),
    documentPath: text(),
    sessionVersion: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index().on(t.accountId, t.name),
    index().on(t.companyId, t.name),
  ],
);

export const userDepartments = pgTable(
  'user_departments',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: uuid()
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.departmentId] }), index().on(t.departmentId)],
);
