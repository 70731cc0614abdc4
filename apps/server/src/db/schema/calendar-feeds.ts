import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Secret calendar feed addresses (`/ical/<token>.ics`): only the SHA-256 of the token is stored.
 * At most one per user; revoking deletes the row, so the address answers 404 at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp({ withTimezone: true }),
});
