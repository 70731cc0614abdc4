import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { departments } from '../../db/schema/index';

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

export async function findDepartment(db: DbOrTx, p: { accountId: string; departmentId: string }) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, p.departmentId), eq(departments.accountId, p.accountId)));
  return row ?? null;
}
