import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, authTokens, companies, departments, userDepartments, users } from '../../db/schema/index';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      suspended: users.suspended,
      deleted: users.deleted,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

/** Everything the web app keeps about a signed-in user. */
export async function findSessionUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      accountId: users.accountId,
      companyId: users.companyId,
      approved: users.approved,
      timezone: users.timezone,
      profilePath: users.profilePath,
      accountName: accounts.name,
      accountLogo: accounts.logoPath,
      taskLocation: accounts.taskLocation,
      companyName: companies.name,
      companySize: companies.size,
      companyLogo: companies.logoPath,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const [dep] = await db
    .select({ id: departments.id, name: departments.name })
    .from(userDepartments)
    .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
    .where(eq(userDepartments.userId, userId))
    .orderBy(departments.name)
    .limit(1);
  return { ...row, department: dep ?? null };
}

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
