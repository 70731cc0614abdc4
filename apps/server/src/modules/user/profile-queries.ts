import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

/** The caller's own row: the profile calls never take a user id from the request. */
export async function findOwnAccountRow(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, profilePath: users.profilePath, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function updateOwnProfile(
  db: DbOrTx,
  userId: string,
  p: Partial<{ phone: string; profilePath: string; timezone: string }>,
) {
  await db
    .update(users)
    .set({ ...p, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The new password; every token signed for the old session version stops working. */
export async function setPasswordEndingSessions(db: DbOrTx, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? null;
}
