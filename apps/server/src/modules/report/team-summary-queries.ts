import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, taskAssignees, tasks, users } from '../../db/schema/index';

/**
 * The report's tasks grouped by where they sit: status, division and the exact set of people
 * they are offered or assigned to, with how many tasks share that placement. A placement is
 * enough to count a task once for every unit and rep it reaches, so the whole workbook comes
 * from this one query however many units the company has. `scope` is the report's condition on
 * `tasks` (company, accounts, departments, units, dates).
 */
export async function taskPlacements(db: DbOrTx, p: { scope: SQL }) {
  const placed = db
    .select({
      status: tasks.status,
      divisionId: tasks.divisionId,
      repIds: sql<string[] | null>`(select array_agg(${taskAssignees.userId}::text order by ${taskAssignees.userId})
        from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id})`.as('rep_ids'),
    })
    .from(tasks)
    .where(p.scope)
    .as('placed');
  return db
    .select({ status: placed.status, divisionId: placed.divisionId, repIds: placed.repIds, tasks: count() })
    .from(placed)
    .groupBy(placed.status, placed.divisionId, placed.repIds);
}
export type Placement = Awaited<ReturnType<typeof taskPlacements>>[number];

/** The company's reps, and whoever else of the company the tasks were given to, with where they sit. */
export async function companyPeople(db: DbOrTx, p: { companyId: string; assigneeIds: string[] }) {
  return db
    .select({ id: users.id, name: users.name, unitId: users.unitId })
    .from(users)
    .where(
      and(
        eq(users.companyId, p.companyId),
        or(
          and(eq(users.role, 'rep'), eq(users.deleted, false)),
          p.assigneeIds.length ? inArray(users.id, p.assigneeIds) : undefined,
        ),
      ),
    )
    .orderBy(users.name, users.id);
}

/** A department's name; its id was already checked against the caller by the scope resolver. */
export async function departmentName(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ name: departments.name }).from(departments).where(eq(departments.id, id));
  return row?.name ?? null;
}
