import { ACCOUNT_PAGE_SIZE, type Role } from '@casecover/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accountCompanies, accounts, companies, departments, locations, users } from '../../db/schema/index';

const parent = alias(accounts, 'parent');

const isHealthSystem = sql<boolean>`exists (select 1 from accounts member where member.parent_account_id = ${accounts.id})`;
const kindOf = (v: boolean) => (v ? ('health_system' as const) : ('hospital' as const));
const statusOf = (suspendedAt: Date | null) => (suspendedAt ? ('suspended' as const) : ('active' as const));

/** Every account, by name: search, status and paging. The Super Admin's list; no tenant scope. */
export async function listAccounts(
  db: DbOrTx,
  p: { search: string; status: '' | 'active' | 'suspended'; page: number },
) {
  const where = and(
    p.search ? ilike(accounts.name, containsPattern(p.search)) : undefined,
    p.status === 'active' ? isNull(accounts.suspendedAt) : undefined,
    p.status === 'suspended' ? isNotNull(accounts.suspendedAt) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(accounts).where(where);
  const rows = await db
    .select({
      _id: accounts.id,
      name: accounts.name,
      isHealthSystem,
      parentName: parent.name,
      suspendedAt: accounts.suspendedAt,
      usersCount: sql<number>`(select count(*)::int from ${users} where ${users.accountId} = ${accounts.id} and not ${users.deleted})`,
      companies: sql<
        string[]
      >`coalesce((select json_agg(${companies.name} order by ${companies.name}) from ${accountCompanies} join ${companies} on ${companies.id} = ${accountCompanies.companyId} where ${accountCompanies.accountId} = ${accounts.id}), '[]'::json)`,
    })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentAccountId))
    .where(where)
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(ACCOUNT_PAGE_SIZE)
    .offset((p.page - 1) * ACCOUNT_PAGE_SIZE);
  return {
    total: total?.n ?? 0,
    accounts: rows.map(({ isHealthSystem: hs, suspendedAt, ...r }) => ({
      ...r,
      kind: kindOf(hs),
      status: statusOf(suspendedAt),
    })),
  };
}

export async function findAccount(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      _id: accounts.id,
      name: accounts.name,
      phone: accounts.phone,
      address: accounts.address,
      parentId: parent.id,
      parentName: parent.name,
      isHealthSystem,
      suspendedAt: accounts.suspendedAt,
      suspendedNote: accounts.suspendedNote,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .leftJoin(parent, eq(parent.id, accounts.parentAccountId))
    .where(eq(accounts.id, id));
  if (!row) return null;
  const { parentId, parentName, isHealthSystem: hs, suspendedAt, createdAt, ...rest } = row;
  return {
    ...rest,
    kind: kindOf(hs),
    parent: parentId && parentName ? { _id: parentId, name: parentName } : null,
    status: statusOf(suspendedAt),
    suspendedAt: suspendedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/** The parts of an account's page: its hospitals (for a health system), departments, locations, companies. */
export async function accountParts(db: DbOrTx, accountId: string) {
  const members = await db
    .select({ _id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.parentAccountId, accountId))
    .orderBy(asc(accounts.name));
  const deps = await db
    .select({ _id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.accountId, accountId))
    .orderBy(asc(departments.name));
  const locs = await db
    .select({ _id: locations.id, name: locations.name, address: locations.formattedAddress })
    .from(locations)
    .where(and(eq(locations.accountId, accountId), eq(locations.deleted, false)))
    .orderBy(asc(locations.name));
  const comps = await db
    .select({ _id: companies.id, name: companies.name, size: companies.size, type: companies.type })
    .from(accountCompanies)
    .innerJoin(companies, eq(companies.id, accountCompanies.companyId))
    .where(eq(accountCompanies.accountId, accountId))
    .orderBy(asc(companies.name));
  return { members, departments: deps, locations: locs, companies: comps };
}

type Owner = { accountId: string } | { companyId: string };
const ownedBy = (o: Owner): SQL =>
  'accountId' in o ? eq(users.accountId, o.accountId) : eq(users.companyId, o.companyId);

/** An organisation's people with their standing, by name. */
export async function organisationUsers(db: DbOrTx, owner: Owner) {
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      suspended: users.suspended,
      deleted: users.deleted,
      approved: users.approved,
    })
    .from(users)
    .where(ownedBy(owner))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(({ suspended, deleted, approved, ...r }) => ({
    ...r,
    status: deleted
      ? ('deleted' as const)
      : suspended
        ? ('suspended' as const)
        : approved
          ? ('active' as const)
          : ('pending' as const),
  }));
}

export async function findCompany(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ _id: companies.id, name: companies.name, suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export async function findAccountRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ _id: accounts.id, name: accounts.name, suspendedAt: accounts.suspendedAt })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row ?? null;
}

export async function setAccountSuspension(
  db: DbOrTx,
  id: string,
  p: { suspendedAt: Date | null; note: string | null },
) {
  await db.update(accounts).set({ suspendedAt: p.suspendedAt, suspendedNote: p.note }).where(eq(accounts.id, id));
}

export async function setCompanySuspension(
  db: DbOrTx,
  id: string,
  p: { suspendedAt: Date | null; note: string | null },
) {
  await db.update(companies).set({ suspendedAt: p.suspendedAt, suspendedNote: p.note }).where(eq(companies.id, id));
}

/**
 * A live, approved user of the organisation to switch into: the chosen one, or its first admin by
 * name. Never a Super Admin.
 */
export async function switchTarget(db: DbOrTx, p: { owner: Owner; userId?: string | undefined; adminRole: Role }) {
  const [row] = await db
    .select({ id: users.id, sessionVersion: users.sessionVersion })
    .from(users)
    .where(
      and(
        ownedBy(p.owner),
        eq(users.suspended, false),
        eq(users.deleted, false),
        eq(users.approved, true),
        ne(users.role, 'super_admin'),
        p.userId ? eq(users.id, p.userId) : eq(users.role, p.adminRole),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(1);
  return row ?? null;
}

/** Registrants waiting for approval in every hospital, newest first. */
export async function pendingRegistrants(db: DbOrTx, p: { search: string; page: number }) {
  const where = and(
    eq(users.approved, false),
    eq(users.deleted, false),
    isNotNull(users.accountId),
    p.search
      ? ilike(sql`${users.name} || ' ' || ${users.email} || ' ' || ${accounts.name}`, containsPattern(p.search))
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(where);
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      accountId: accounts.id,
      accountName: accounts.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(ACCOUNT_PAGE_SIZE)
    .offset((p.page - 1) * ACCOUNT_PAGE_SIZE);
  return { total: total?.n ?? 0, registrants: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** The hospital of a registrant waiting for approval, or null. */
export async function registrantAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ accountId: users.accountId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.approved, false), eq(users.deleted, false), isNotNull(users.accountId)));
  return row?.accountId ?? null;
}

/** Ends every session of the organisation's users (and, for a health system, its hospitals' users). */
export async function endOrganisationSessions(db: DbOrTx, owner: Owner) {
  const scope =
    'accountId' in owner
      ? sql`(${users.accountId} = ${owner.accountId} or ${users.accountId} in (select member.id from accounts member where member.parent_account_id = ${owner.accountId}))`
      : eq(users.companyId, owner.companyId);
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(scope);
}
