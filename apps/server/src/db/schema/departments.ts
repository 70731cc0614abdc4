import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const departments = pgTable(
  'departments',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.accountId, t.name),
    // One name per hospital, whatever its case: "Cardiology" and "cardiology" are the same department.
    uniqueIndex('departments_account_name_lower_uq').on(t.accountId, sql`lower(${t.name})`),
  ],
);
