import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Param } from '../../db/client';
import { containsPattern } from '../../db/like';
import { departments, tasks, userDepartments, users } from '../../db/schema/index';

/** The Add Task dialog's and the filters' department options. */
export async function departmentOptions(
  db: DbOrTx,
  p: { accountId: string; departmentIds: string[] | null; search: string },
) {
  return db
    .select({ _id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.accountId, p.accountId),
        p.departmentIds ? (p.departmentIds.length ? inArray(departments.id, p.departmentIds) : sql`false`) : undefined,
        p.search ? ilike(departments.name, containsPattern(p.search)) : undefined,
      ),
    )
    .orderBy(asc(departments.name))
    .limit(50);
}

export function findDepartmentQuery(db: DbOrTx, p: { accountId: Param; departmentId: Param }) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, p.departmentId), eq(departments.accountId, p.accountId)));
}

export async function findDepartment(db: DbOrTx, p: { accountId: string; departmentId: string }) {
  const [row] = await findDepartmentQuery(db, p);
  return row ?? null;
}

/** Every department of one hospital, for the Departments screen. */
export async function listDepartments(db: DbOrTx, p: { accountId: string }) {
  return db
    .select({ _id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.accountId, p.accountId))
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));
}

/** Another department of the hospital with this name, ignoring case (and `exceptId` itself). */
export async function findDepartmentByName(db: DbOrTx, p: { accountId: string; name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.accountId, p.accountId),
        eq(sql`lower(${departments.name})`, p.name.toLowerCase()),
        p.exceptId ? ne(departments.id, p.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertDepartment(db: DbOrTx, p: { accountId: string; name: string }) {
  const [row] = await db
    .insert(departments)
    .values({ accountId: p.accountId, name: p.name })
    .returning({ _id: departments.id, name: departments.name });
  if (!row) throw new Error('department insert returned no row');
  return row;
}

export async function renameDepartment(db: DbOrTx, p: { accountId: string; departmentId: string; name: string }) {
  const [row] = await db
    .update(departments)
    .set({ name: p.name })
    .where(and(eq(departments.id, p.departmentId), eq(departments.accountId, p.accountId)))
    .returning({ _id: departments.id, name: departments.name });
  return row ?? null;
}

/**
 * Locks one of the hospital's departments for the rest of the transaction: a task or a user link
 * being written against it waits, so what is counted next is what the delete would orphan.
 */
export async function lockDepartment(db: DbOrTx, p: { accountId: string; departmentId: string }) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, p.departmentId), eq(departments.accountId, p.accountId)))
    .for('update');
  return row ?? null;
}

/** What still uses a department: its tasks (any status) and the live users working in it. */
export async function departmentUsage(db: DbOrTx, p: { departmentId: string }) {
  const [taskCount] = await db.select({ n: count() }).from(tasks).where(eq(tasks.departmentId, p.departmentId));
  const [userCount] = await db
    .select({ n: count() })
    .from(userDepartments)
    .innerJoin(users, eq(users.id, userDepartments.userId))
    .where(and(eq(userDepartments.departmentId, p.departmentId), eq(users.deleted, false)));
  return { tasks: taskCount?.n ?? 0, schedulers: userCount?.n ?? 0 };
}

export async function deleteDepartment(db: DbOrTx, p: { accountId: string; departmentId: string }) {
  const rows = await db
    .delete(departments)
    .where(and(eq(departments.id, p.departmentId), eq(departments.accountId, p.accountId)))
    .returning({ id: departments.id });
  return rows.length > 0;
}
