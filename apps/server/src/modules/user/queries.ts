import type { UserStatusFilter } from '@casecover/shared';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accounts, companies, departments, userDepartments, users } from '../../db/schema/index';
import { departmentsOf } from '../../identity/users';
import type { UserScope } from './policy';

function scopeCondition(scope: UserScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'none':
      return sql`false`;
    case 'company':
      return eq(users.companyId, scope.companyId);
    case 'account': {
      const inAccount = eq(users.accountId, scope.accountId);
      if (!scope.departmentIds) return inAccount;
      if (scope.departmentIds.length === 0) return sql`false`;
      const inDepartments = inArray(
        users.id,
        sql`(select ${userDepartments.userId} from ${userDepartments} where ${inArray(userDepartments.departmentId, scope.departmentIds)})`,
      );
      return and(inAccount, inDepartments);
    }
  }
}

function statusCondition(status: UserStatusFilter): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'inactive':
      return and(eq(users.suspended, true), eq(users.deleted, false));
    case 'deleted':
      return eq(users.deleted, true);
    case 'pending':
      return and(eq(users.approved, false), eq(users.deleted, false));
    default:
      return and(eq(users.suspended, false), eq(users.deleted, false), eq(users.approved, true));
  }
}

export async function listUsers(
  db: DbOrTx,
  p: {
    scope: UserScope;
    status: UserStatusFilter;
    search: string;
    role: string;
    departmentId: string;
    limit: number;
    offset: number;
  },
) {
  const pattern = containsPattern(p.search);
  const where = and(
    scopeCondition(p.scope),
    statusCondition(p.status),
    p.search ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)) : undefined,
    p.role ? sql`${users.role} = ${p.role}` : undefined,
    p.departmentId
      ? inArray(
          users.id,
          sql`(select ${userDepartments.userId} from ${userDepartments} where ${userDepartments.departmentId} = ${p.departmentId})`,
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      suspended: users.suspended,
      suspendedNote: users.suspendedNote,
      deleted: users.deleted,
      approved: users.approved,
      passwordSet: sql<boolean>`${users.passwordHash} is not null`,
      companyId: users.companyId,
      company: sql<string | null>`coalesce(${companies.name}, ${accounts.name})`,
      profilePath: users.profilePath,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(p.limit)
    .offset(p.offset);
  const deps = await departmentsOf(
    db,
    rows.map((r) => r._id),
  );
  return { total: total?.n ?? 0, rows: rows.map((r) => ({ ...r, department_details: deps.get(r._id) ?? [] })) };
}

export async function departmentsOfAccount(db: DbOrTx, accountId: string) {
  return db
    .select({ _id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.accountId, accountId))
    .orderBy(asc(departments.name));
}

export async function departmentInAccount(db: DbOrTx, p: { accountId: string; departmentId: string }) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, p.departmentId), eq(departments.accountId, p.accountId)));
  return Boolean(row);
}

/** A user of the given account; another account's id finds nothing. */
export async function findAccountUser(db: DbOrTx, p: { accountId: string; userId: string }) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      suspended: users.suspended,
      deleted: users.deleted,
      approved: users.approved,
      passwordSet: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(and(eq(users.id, p.userId), eq(users.accountId, p.accountId)));
  return row ?? null;
}

/** Active, approved Account Admins of an account other than `exceptUserId`. */
export async function otherActiveAdmins(db: DbOrTx, p: { accountId: string; exceptUserId: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.accountId, p.accountId),
        eq(users.role, 'account_admin'),
        eq(users.suspended, false),
        eq(users.deleted, false),
        eq(users.approved, true),
        ne(users.id, p.exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

export async function updateUser(
  db: DbOrTx,
  userId: string,
  p: Partial<{
    name: string;
    phone: string;
    role: 'account_admin' | 'master_scheduler' | 'scheduler';
    suspended: boolean;
    suspendedNote: string | null;
    deleted: boolean;
    approved: boolean;
  }>,
  opts: { endSessions?: boolean } = {},
) {
  await db
    .update(users)
    .set({
      ...p,
      updatedAt: new Date(),
      ...(opts.endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    })
    .where(eq(users.id, userId));
}

export async function setDepartment(db: DbOrTx, p: { userId: string; departmentId: string | null }) {
  await db.delete(userDepartments).where(eq(userDepartments.userId, p.userId));
  if (p.departmentId) await db.insert(userDepartments).values({ userId: p.userId, departmentId: p.departmentId });
}
