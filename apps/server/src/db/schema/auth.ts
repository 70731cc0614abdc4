import { pgEnum, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './users';

export const authTokenKind = pgEnum('auth_token_kind', ['reset', 'invite']);

/** Single-use links: only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: authTokenKind().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** Captcha solutions already accepted, kept until they expire, so none is replayed. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Sessions ended by logout before their token expired; kept until that expiry. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    /** The token's session id (its `jti`). */
    sessionId: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
