import type { Role } from '@casecover/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, companies, departments, userDepartments, users } from '../db/schema/index';

/**
 * Whether the user's hospital (or the health system over it) or vendor company is suspended by the
 * Super Admin: such a user cannot sign in and his sessions stand no longer. Written out in SQL: it
 * sits in single-table selects, where Drizzle leaves column names unqualified.
 */
export const organisationSuspended = sql<boolean>`(exists (select 1 from accounts oa left join accounts op on op.id = oa.parent_account_id where oa.id = "users"."account_id" and (oa.suspended_at is not null or op.suspended_at is not null)) or exists (select 1 from companies oc where oc.id = "users"."company_id" and oc.suspended_at is not null))`;

/**
 * The user lookups and writes every module shares (sign-in, registration, user admin, the
 * session check): one copy each. Module-specific user queries stay in their module.
 */

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
      organisationSuspended,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      _id: users.id,
      name: users.name,
      role: users.role,
      email: users.email,
      phone: users.phone,
      profilePath: users.profilePath,
      timezone: users.timezone,
      approved: users.approved,
      accountName: accounts.name,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const deps = await departmentsOf(db, [userId]);
  return { ...row, department_details: deps.get(userId) ?? [] };
}

/** Each user's departments, by name. */
export async function departmentsOf(db: DbOrTx, userIds: string[]) {
  const map = new Map<string, { _id: string; name: string }[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userDepartments.userId, _id: departments.id, name: departments.name })
    .from(userDepartments)
    .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
    .where(inArray(userDepartments.userId, userIds))
    .orderBy(asc(departments.name));
  for (const r of rows) {
    const list = map.get(r.userId) ?? [];
    list.push({ _id: r._id, name: r.name });
    map.set(r.userId, list);
  }
  return map;
}

export async function emailTaken(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return Boolean(row);
}

/** A new user row. Hospital users come from registration or an admin's Add User; vendors later. */
export async function insertUser(
  db: DbOrTx,
  p: {
    name: string;
    email: string;
    phone: string;
    address?: string;
    role: Role;
    accountId?: string | null;
    companyId?: string | null;
    approved?: boolean;
    documentPath?: string | null;
    timezone?: string | null;
  },
) {
  const [row] = await db.insert(users).values(p).returning({ id: users.id, sessionVersion: users.sessionVersion });
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** What the session check needs about a user: the Actor's fields and whether the token is still good. */
export const actorColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  accountId: users.accountId,
  companyId: users.companyId,
  unitId: users.unitId,
  approved: users.approved,
  suspended: users.suspended,
  deleted: users.deleted,
  sessionVersion: users.sessionVersion,
  timezone: users.timezone,
  organisationSuspended,
  departmentIds: sql<
    string[]
  >`coalesce((select json_agg(${userDepartments.departmentId}) from ${userDepartments} where ${userDepartments.userId} = ${users.id}), '[]'::json)`,
};

/** The session check's row of a user (see actorColumns), read in one statement. */
export async function findActorRow(db: DbOrTx, userId: string) {
  const [row] = await db.select(actorColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The current session version of each user who may still be signed in (not suspended, not deleted, nor his organisation). */
export async function liveSessions(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, sessionVersion: users.sessionVersion })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.suspended, false),
        eq(users.deleted, false),
        sql`not ${organisationSuspended}`,
      ),
    );
  return new Map(rows.map((r) => [r.id, r.sessionVersion]));
}
