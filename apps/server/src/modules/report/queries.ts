import { TASK_STATUSES, type TaskStatus } from '@casecover/shared';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, companies, departments, reportOpenFacts, services, tasks } from '../../db/schema/index';
import { factGroups } from './facts-groups';
import { dailyFactsInScope, edgeSpans, isoDay, wholeUtcDays } from './facts-reader';
import { reportTaskCondition, type ReportScope } from './scope';

/** Still open when it should have ended: the Incomplete report's statuses (neither completed nor cancelled), the ones report_open_facts counts. */
export const INCOMPLETE_STATUSES = ['unassigned', 'pending', 'assigned', 'inprogress', 'uncovered'] as const;

/** What a report groups its tasks by. */
export type ReportKey = 'account' | 'department' | 'company' | 'service';

const KEY_COLUMN = {
  account: tasks.accountId,
  department: tasks.departmentId,
  company: tasks.companyId,
  service: tasks.serviceId,
} as const;

const countOf = (status: TaskStatus) => sql<number>`(count(*) filter (where ${tasks.status} = ${status}))::int`;

/** A completed case whose Patient Survey is a whole score (the stored survey_score: '4', not '4.5', 'good' or ''). */
const isScored = sql`${tasks.status} = 'completed' and ${tasks.surveyScore} is not null`;

/** The counts one group of a report reads: its tasks by status, and its scored completed cases. */
export interface GroupCounts {
  keys: Record<ReportKey, string>;
  total: number;
  byStatus: Record<TaskStatus, number>;
  scored: number;
  scoreSum: number;
}

/**
 * The tasks of the scope counted by the given keys, in one statement: per group the total,
 * the count of each status, and the scored completed cases with their sum. `where` narrows it
 * further (the Incomplete report's "ended before now").
 */
export async function taskCounts(
  db: DbOrTx,
  p: { scope: ReportScope; keys: ReportKey[]; where?: SQL },
): Promise<GroupCounts[]> {
  // Without a further condition the daily facts answer it, in any zone, without reading every task.
  if (!p.where) return factGroups(db, { scope: p.scope, keys: p.keys });
  const keyFields = Object.fromEntries(p.keys.map((k) => [k, KEY_COLUMN[k]]));
  const rows = await db
    .select({
      ...keyFields,
      total: sql<number>`count(*)::int`,
      unassigned: countOf('unassigned'),
      pending: countOf('pending'),
      assigned: countOf('assigned'),
      inprogress: countOf('inprogress'),
      completed: countOf('completed'),
      cancelled: countOf('cancelled'),
      uncovered: countOf('uncovered'),
      scored: sql<number>`(count(*) filter (where ${isScored}))::int`,
      scoreSum: sql<number>`coalesce(sum(${tasks.surveyScore}) filter (where ${isScored}), 0)::int`,
    })
    .from(tasks)
    .where(and(reportTaskCondition(p.scope), p.where))
    .groupBy(...p.keys.map((k) => KEY_COLUMN[k]));
  return rows.map((r) => {
    const raw = r as unknown as Record<string, unknown>;
    const keys = Object.fromEntries(p.keys.map((k) => [k, String(raw[k])])) as Record<ReportKey, string>;
    return {
      keys,
      total: Number(r.total),
      byStatus: {
        unassigned: Number(r.unassigned),
        pending: Number(r.pending),
        assigned: Number(r.assigned),
        inprogress: Number(r.inprogress),
        completed: Number(r.completed),
        cancelled: Number(r.cancelled),
        uncovered: Number(r.uncovered),
      },
      scored: Number(r.scored),
      scoreSum: Number(r.scoreSum),
    };
  });
}

/** A group's name, and the name of what it belongs to (a department's hospital, a service's company). */
export interface GroupName {
  name: string;
  owner: string;
}

/** The names of the ids a report's groups carry, by key. */
export async function groupNames(db: DbOrTx, key: ReportKey, ids: string[]): Promise<Map<string, GroupName>> {
  if (!ids.length) return new Map();
  let rows: { id: string; name: string; owner: string }[];
  if (key === 'department') {
    rows = await db
      .select({ id: departments.id, name: departments.name, owner: accounts.name })
      .from(departments)
      .innerJoin(accounts, eq(accounts.id, departments.accountId))
      .where(inArray(departments.id, ids));
  } else if (key === 'service') {
    rows = await db
      .select({ id: services.id, name: services.name, owner: companies.name })
      .from(services)
      .innerJoin(companies, eq(companies.id, services.companyId))
      .where(inArray(services.id, ids));
  } else if (key === 'company') {
    rows = await db
      .select({ id: companies.id, name: companies.name, owner: sql<string>`''` })
      .from(companies)
      .where(inArray(companies.id, ids));
  } else {
    rows = await db
      .select({ id: accounts.id, name: accounts.name, owner: sql<string>`''` })
      .from(accounts)
      .where(inArray(accounts.id, ids));
  }
  return new Map(rows.map((r) => [r.id, { name: r.name, owner: r.owner }]));
}

/**
 * Tasks in one of `statuses` whose end has passed: what the Incomplete report reads. The
 * statuses are written out as literals (only the enum's own values), so the planner can use the
 * indexes of open tasks, whose condition a parameter would hide.
 */
export const endedBefore = (now: Date, statuses: readonly TaskStatus[]): SQL =>
  and(lt(tasks.endDate, now), sql`${tasks.status} in (${sql.raw(statuses.map(statusLiteral).join(', '))})`) as SQL;

function statusLiteral(s: TaskStatus): string {
  if (!TASK_STATUSES.includes(s)) throw new Error(`not a task status: ${String(s)}`);
  return `'${s}'`;
}

const DAY_MS = 86_400_000;

/**
 * The Incomplete report's counts: the scope's open tasks (INCOMPLETE_STATUSES) that started in
 * the range and ended before `now`, by department and status. For the whole UTC days of the range,
 * the tasks whose end day is before today's (UTC) come from report_open_facts and those ending
 * today, before `now`, from tasks through the index of open tasks by end; the partial days at the
 * range's edges are read from tasks, so the answer is exact in any zone. A scope narrowed to part
 * of a company's hierarchy reads the tasks alone.
 */
export async function incompleteCounts(db: DbOrTx, p: { scope: ReportScope; now: Date }): Promise<GroupCounts[]> {
  const ended = endedBefore(p.now, INCOMPLETE_STATUSES);
  const days = p.scope.unitIds ? null : wholeUtcDays(p.scope.start, p.scope.end);
  if (!days) return taskCounts(db, { scope: p.scope, keys: ['department'], where: ended });
  const today = new Date(Math.floor(p.now.getTime() / DAY_MS) * DAY_MS);
  const f = reportOpenFacts;
  const fromFacts = db
    .select({
      departmentId: f.departmentId,
      status: f.status,
      tasks: sql<number>`sum(${f.tasks})`.mapWith(Number),
    })
    .from(f)
    .where(and(dailyFactsInScope(f, p.scope, days), lt(f.endDay, isoDay(today))))
    .groupBy(f.departmentId, f.status);
  const endingToday = and(
    reportTaskCondition(p.scope, { dates: false }),
    gte(tasks.startDate, days.from),
    lt(tasks.startDate, days.to),
    gte(tasks.endDate, today),
  ) as SQL;
  const fromTasks = (span: SQL) =>
    db
      .select({ departmentId: tasks.departmentId, status: tasks.status, tasks: sql<number>`count(*)`.mapWith(Number) })
      .from(tasks)
      .where(and(span, ended))
      .groupBy(tasks.departmentId, tasks.status);
  const parts = await Promise.all([fromFacts, ...[...edgeSpans(p.scope, days), endingToday].map(fromTasks)]);
  const groups = new Map<string, GroupCounts>();
  for (const row of parts.flat()) {
    const g = groups.get(row.departmentId) ?? {
      keys: { department: row.departmentId } as Record<ReportKey, string>,
      total: 0,
      byStatus: Object.fromEntries(TASK_STATUSES.map((s) => [s, 0])) as Record<TaskStatus, number>,
      scored: 0,
      scoreSum: 0,
    };
    g.total += row.tasks;
    g.byStatus[row.status] += row.tasks;
    groups.set(row.departmentId, g);
  }
  return [...groups.values()].filter((g) => g.total > 0);
}
