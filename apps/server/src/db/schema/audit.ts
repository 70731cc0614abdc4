import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who did what to whom: admin actions, switches into another user's session and every change made
 * while switched, kept for review. `actorId` is the user the session acts as; `impersonatorId` the
 * Super Admin who switched into it, when it was switched.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: uuid(),
    note: text(),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.targetType, t.targetId),
    index().on(t.createdAt),
    // The viewer pages newest first; these serve "who" and the row's people when filtered.
    index().on(t.actorId, t.createdAt),
    index().on(t.impersonatorId, t.createdAt),
  ],
);
