import type { CompanySize, CompanyType } from '@casecover/shared';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  accountCompanies,
  accounts,
  authTokens,
  companies,
  companyInvitations,
  companyUnits,
  users,
} from '../../db/schema/index';

/** Companies on the platform by name, each marked when it already works with the account. */
export async function companiesToInvite(db: DbOrTx, p: { accountId: string; search: string }) {
  return db
    .select({
      _id: companies.id,
      name: companies.name,
      size: companies.size,
      linked: sql<boolean>`${accountCompanies.companyId} is not null`,
    })
    .from(companies)
    .leftJoin(
      accountCompanies,
      and(eq(accountCompanies.companyId, companies.id), eq(accountCompanies.accountId, p.accountId)),
    )
    .where(p.search ? ilike(companies.name, containsPattern(p.search)) : undefined)
    .orderBy(asc(companies.name))
    .limit(20);
}

export async function findCompany(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, size: companies.size, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function companyNameTaken(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.name})`, name.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function isLinked(db: DbOrTx, p: { accountId: string; companyId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: accountCompanies.companyId })
    .from(accountCompanies)
    .where(and(eq(accountCompanies.accountId, p.accountId), eq(accountCompanies.companyId, p.companyId)));
  return row !== undefined;
}

/** Links the company to the account; false when it already was (a request at the same moment). */
export async function link(db: DbOrTx, p: { accountId: string; companyId: string }): Promise<boolean> {
  const rows = await db
    .insert(accountCompanies)
    .values(p)
    .onConflictDoNothing()
    .returning({ companyId: accountCompanies.companyId });
  return rows.length === 1;
}

export async function unlink(db: DbOrTx, p: { accountId: string; companyId: string }) {
  await db
    .delete(accountCompanies)
    .where(and(eq(accountCompanies.accountId, p.accountId), eq(accountCompanies.companyId, p.companyId)));
}

export async function divisionsOf(db: DbOrTx, companyId: string) {
  return db
    .select({ _id: companyUnits.id, name: companyUnits.name })
    .from(companyUnits)
    .where(and(eq(companyUnits.companyId, companyId), eq(companyUnits.level, 'division')))
    .orderBy(asc(companyUnits.name));
}

export async function findDivision(db: DbOrTx, p: { companyId: string; divisionId: string }) {
  const [row] = await db
    .select({ id: companyUnits.id, name: companyUnits.name })
    .from(companyUnits)
    .where(
      and(
        eq(companyUnits.id, p.divisionId),
        eq(companyUnits.companyId, p.companyId),
        eq(companyUnits.level, 'division'),
      ),
    );
  return row ?? null;
}

export async function insertCompany(
  db: DbOrTx,
  p: { name: string; size: CompanySize; type: CompanyType; email: string; phone: string | null },
) {
  const [row] = await db.insert(companies).values(p).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

export async function insertDivision(db: DbOrTx, p: { companyId: string; name: string }) {
  const [row] = await db
    .insert(companyUnits)
    .values({ ...p, level: 'division' })
    .returning({ id: companyUnits.id });
  if (!row) throw new Error('division insert returned nothing');
  return row.id;
}

/** The new company's admin: no password until he signs up through the emailed link. */
export async function insertCompanyAdmin(
  db: DbOrTx,
  p: { name: string; email: string; phone: string | null; companyId: string },
) {
  const [row] = await db
    .insert(users)
    .values({ ...p, role: 'company_admin' })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

/** The company's active admins, who are told when a hospital links the company. */
export async function companyAdmins(db: DbOrTx, companyId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'company_admin'),
        eq(users.deleted, false),
        eq(users.suspended, false),
      ),
    )
    .orderBy(asc(users.createdAt));
}

export async function insertInvitation(db: DbOrTx, p: typeof companyInvitations.$inferInsert) {
  const [row] = await db.insert(companyInvitations).values(p).returning({ id: companyInvitations.id });
  if (!row) throw new Error('invitation insert returned nothing');
  return row.id;
}

const invitee = alias(users, 'invitee');
const inviter = alias(users, 'inviter');

const invitationColumns = {
  id: companyInvitations.id,
  mode: companyInvitations.mode,
  status: companyInvitations.status,
  companyId: companyInvitations.companyId,
  companyName: companies.name,
  divisionName: sql<string | null>`coalesce(${companyUnits.name}, ${companyInvitations.divisionName})`,
  firstName: companyInvitations.firstName,
  lastName: companyInvitations.lastName,
  inviteeName: invitee.name,
  userId: companyInvitations.userId,
  hasPassword: sql<boolean>`${invitee.passwordHash} is not null`,
  email: companyInvitations.email,
  invitedBy: inviter.name,
  createdAt: companyInvitations.createdAt,
  lastSentAt: companyInvitations.lastSentAt,
  sendCount: companyInvitations.sendCount,
  respondedAt: companyInvitations.respondedAt,
};

function invitationQuery(db: DbOrTx) {
  return db
    .select(invitationColumns)
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(companyUnits, eq(companyUnits.id, companyInvitations.divisionId))
    .leftJoin(invitee, eq(invitee.id, companyInvitations.userId))
    .leftJoin(inviter, eq(inviter.id, companyInvitations.invitedById));
}

/** The account's invitations, newest first. */
export async function invitationsOf(db: DbOrTx, accountId: string) {
  return invitationQuery(db)
    .where(eq(companyInvitations.accountId, accountId))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id))
    .limit(200);
}

/** One invitation of the account; another account's reads as unknown. */
export async function findInvitation(db: DbOrTx, p: { accountId: string; id: string }) {
  const [row] = await invitationQuery(db).where(
    and(eq(companyInvitations.id, p.id), eq(companyInvitations.accountId, p.accountId)),
  );
  return row ?? null;
}

export async function updateInvitation(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<typeof companyInvitations.$inferInsert, 'status' | 'respondedAt' | 'lastSentAt'>> & {
    bumpSendCount?: boolean;
  },
) {
  const { bumpSendCount, ...rest } = set;
  await db
    .update(companyInvitations)
    .set({ ...rest, ...(bumpSendCount ? { sendCount: sql`${companyInvitations.sendCount} + 1` } : {}) })
    .where(eq(companyInvitations.id, id));
}

/** When each user's latest live invitation link expires. */
export async function liveLinkExpiry(db: DbOrTx, userIds: string[]): Promise<Map<string, Date>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: authTokens.userId, expiresAt: sql<string>`max(${authTokens.expiresAt})` })
    .from(authTokens)
    .where(
      and(
        inArray(authTokens.userId, userIds),
        eq(authTokens.kind, 'invite'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .groupBy(authTokens.userId);
  return new Map(rows.map((r) => [r.userId, new Date(r.expiresAt)]));
}

/** Ends every outstanding invitation link of a user (a resend or a withdrawal). */
export async function voidInviteLinks(db: DbOrTx, userId: string) {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'invite'), isNull(authTokens.usedAt)));
}

/** The person behind an invitation link, used or not (signup has just used it). */
export async function userOfLinkHash(db: DbOrTx, hash: string) {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hash), eq(authTokens.kind, 'invite')));
  return row?.userId ?? null;
}

/** A pending invitation of a new company is accepted once its person has signed up. */
export async function acceptPendingOf(db: DbOrTx, userId: string) {
  await db
    .update(companyInvitations)
    .set({ status: 'accepted', respondedAt: new Date() })
    .where(
      and(
        eq(companyInvitations.userId, userId),
        eq(companyInvitations.mode, 'new'),
        eq(companyInvitations.status, 'pending'),
      ),
    );
}

/** Closes the account of a withdrawn invitation's person who never signed up. */
export async function closeUnusedAccount(db: DbOrTx, userId: string) {
  await db
    .update(users)
    .set({ deleted: true, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)));
}

// ---- the caller's health system ----

export async function findAccount(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, parentId: accounts.parentAccountId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/**
 * Hospitals under one parent (`parentId`), or every account when `parentId` is null (the Super
 * Admin's view), by name.
 */
export async function accountsUnder(db: DbOrTx, p: { parentId: string | null; search: string }) {
  return db
    .select({ _id: accounts.id, accountName: accounts.name })
    .from(accounts)
    .where(
      and(
        p.parentId ? eq(accounts.parentAccountId, p.parentId) : undefined,
        p.search ? ilike(accounts.name, containsPattern(p.search)) : undefined,
      ),
    )
    .orderBy(asc(accounts.name))
    .limit(100);
}

/** How many other accounts work with the company. */
export async function otherLinks(db: DbOrTx, p: { accountId: string; companyId: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountCompanies)
    .where(and(eq(accountCompanies.companyId, p.companyId), ne(accountCompanies.accountId, p.accountId)));
  return row?.n ?? 0;
}
