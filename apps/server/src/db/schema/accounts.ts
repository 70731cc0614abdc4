import { boolean, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A hospital or provider; a health system is an account that other accounts name as parent. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    parentAccountId: uuid().references((): AnyPgColumn => accounts.id),
    phone: text(),
    address: text(),
    logoPath: text(),
    taskLocation: boolean().notNull().default(false),
    /** Set while the Super Admin has suspended the account: its users cannot sign in. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_name_lower_idx').on(t.name), index().on(t.parentAccountId)],
);
