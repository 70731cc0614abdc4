import type { TaskStatus } from '@casecover/shared';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { departments, reportPlacementFacts, reportRepSets, taskAssignees, tasks, users } from '../../db/schema/index';
import { dailyFactsInScope, taskSpans, wholeUtcDays } from './facts-reader';
import type { ReportScope } from './scope';

/** Tasks sharing a placement: status, division and the exact (sorted) set of people they are offered or assigned to. */
export interface Placement {
  status: TaskStatus;
  divisionId: string | null;
  repIds: string[];
  tasks: number;
}

/**
 * The placements within a unit subtree, by the rule of the scope's `inUnits`: the division is one
 * of the units, or one of the task's people sits in one of them. A placement holds the task's
 * division and its whole set of people, so the rule reads it exactly as it reads the task
 * (people's units are looked up now, as `inUnits` does).
 */
function placementsInUnits(divisionId: PgColumn, repIds: PgColumn, unitIds: string[]): SQL {
  if (!unitIds.length) return sql`false`;
  return or(
    inArray(divisionId, unitIds),
    sql`exists (select 1 from ${users} u where u.id = any(${repIds}) and u.unit_id in ${unitIds})`,
  ) as SQL;
}

/**
 * The report's tasks grouped by where they sit: status, division and the exact set of people
 * they are offered or assigned to, with how many tasks share that placement. A placement is
 * enough to count a task once for every unit and rep it reaches, so the whole workbook comes
 * from this one query however many units the company has. The whole UTC days of the range come
 * from report_placement_facts (a few rows a day, their sets from report_rep_sets), the partial
 * days at its edges from the tasks and their people, so the answer is exact in any zone. A scope
 * narrowed to a unit subtree reads the facts too: each row carries what the subtree's rule looks at.
 */
export async function taskPlacements(db: DbOrTx, scope: ReportScope): Promise<Placement[]> {
  const days = wholeUtcDays(scope.start, scope.end);
  const raw = (span: SQL) => {
    const placed = db
      .select({
        status: tasks.status,
        divisionId: tasks.divisionId,
        repIds: sql<string[]>`coalesce((select array_agg(${taskAssignees.userId}::text order by ${taskAssignees.userId})
          from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id}), '{}')`.as('rep_ids'),
      })
      .from(tasks)
      .where(span)
      .as('placed');
    return db
      .select({
        status: placed.status,
        divisionId: placed.divisionId,
        repIds: placed.repIds,
        tasks: sql<number>`count(*)`.mapWith(Number),
      })
      .from(placed)
      .groupBy(placed.status, placed.divisionId, placed.repIds);
  };
  const f = reportPlacementFacts;
  // The facts' covering index gives the counts per set id; each set's people come from its row.
  const counted = db
    .select({
      status: f.status,
      divisionId: f.divisionId,
      repSet: f.repSet,
      tasks: sql<number>`sum(${f.tasks})`.as('tasks'),
    })
    .from(f)
    .where(days ? dailyFactsInScope(f, scope, days) : sql`false`)
    .groupBy(f.status, f.divisionId, f.repSet)
    .as('counted');
  const s = reportRepSets;
  const facts = days
    ? db
        .select({
          status: counted.status,
          divisionId: counted.divisionId,
          repIds: sql<string[]>`${s.repIds}::text[]`,
          tasks: sql<number>`${counted.tasks}`.mapWith(Number),
        })
        .from(counted)
        .innerJoin(s, eq(s.id, counted.repSet))
        .where(scope.unitIds ? placementsInUnits(counted.divisionId, s.repIds, scope.unitIds) : undefined)
    : Promise.resolve([]);
  const [factRows, ...rawRows] = await Promise.all([facts, ...taskSpans(scope, days).map(raw)]);
  const merged = new Map<string, Placement>();
  for (const row of [...rawRows.flat(), ...factRows]) {
    const key = `${row.status}|${row.divisionId ?? ''}|${row.repIds.join(',')}`;
    const seen = merged.get(key);
    if (seen) seen.tasks += row.tasks;
    else merged.set(key, { ...row });
  }
  return [...merged.values()].filter((p) => p.tasks > 0);
}

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
