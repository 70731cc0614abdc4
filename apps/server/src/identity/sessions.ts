import { inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { revokedSessions } from '../db/schema/index';

/** Ends one session (its token's `jti`) until the token would have expired anyway. */
export async function revokeSession(db: DbOrTx, p: { sessionId: string; expiresAt: Date }) {
  await db.delete(revokedSessions).where(lte(revokedSessions.expiresAt, new Date()));
  await db.insert(revokedSessions).values(p).onConflictDoNothing();
}

/** Which of these sessions were ended by logout. */
export async function revokedAmong(db: DbOrTx, sessionIds: string[]): Promise<Set<string>> {
  if (!sessionIds.length) return new Set();
  const rows = await db
    .select({ id: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(inArray(revokedSessions.sessionId, sessionIds));
  return new Set(rows.map((r) => r.id));
}

export async function isSessionRevoked(db: DbOrTx, sessionId: string | undefined): Promise<boolean> {
  return sessionId ? (await revokedAmong(db, [sessionId])).size > 0 : false;
}
