import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens, users } from '../../db/schema/index';

export async function insertLinkToken(
  db: DbOrTx,
  p: { userId: string; kind: 'reset' | 'invite'; hash: string; expiresAt: Date },
) {
  await db.insert(authTokens).values({ userId: p.userId, kind: p.kind, tokenHash: p.hash, expiresAt: p.expiresAt });
}

/** The user behind a live (unused, unexpired) link token of the given kind. */
export async function findLiveLinkToken(db: DbOrTx, p: { hash: string; kind: 'reset' | 'invite' }) {
  const [row] = await db
    .select({ id: authTokens.id, userId: authTokens.userId, name: users.name, deleted: users.deleted })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, p.hash),
        eq(authTokens.kind, p.kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row && !row.deleted ? row : null;
}

/** Marks a token used; false when another request used it first. */
export async function consumeLinkToken(db: DbOrTx, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** A new password ends every other session and voids every outstanding reset and invitation link. */
export async function setPassword(
  db: DbOrTx,
  p: { userId: string; passwordHash: string; profilePath?: string | null },
) {
  await db
    .update(users)
    .set({
      passwordHash: p.passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: new Date(),
      ...(p.profilePath ? { profilePath: p.profilePath } : {}),
    })
    .where(eq(users.id, p.userId));
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, p.userId), isNull(authTokens.usedAt)));
}
