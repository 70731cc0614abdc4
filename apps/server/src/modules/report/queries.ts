import { SATISFACTION_SCORE, type TaskStatus } from '@casecover/shared';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, companies, departments, services, tasks } from '../../db/schema/index';
import { factGroups } from './facts-groups';
import { reportTaskCondition, type ReportScope } from './scope';

/** What a report groups its tasks by. */
export type ReportKey = 'account' | 'department' | 'company' | 'service';

const KEY_COLUMN = {
  account: tasks.accountId,
  department: tasks.departmentId,
  company: tasks.companyId,
  service: tasks.serviceId,
} as const;

const countOf = (status: TaskStatus) => sql<number>`(count(*) filter (where ${tasks.status} = ${status}))::int`;

/** A Patient Survey answer that is a whole score within SATISFACTION_SCORE ('4', not '4.5', 'good' or ''). */
const SCORE_PATTERN = `^[${SATISFACTION_SCORE.min}-${SATISFACTION_SCORE.max}]$`;
const isScored = sql`${tasks.status} = 'completed' and trim(${tasks.patientSurvey}) ~ ${SCORE_PATTERN}`;

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
      scoreSum: sql<number>`coalesce(sum(trim(${tasks.patientSurvey})::int) filter (where ${isScored}), 0)::int`,
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

/** Tasks in one of `statuses` whose end has passed: what the Incomplete report reads. */
export const endedBefore = (now: Date, statuses: readonly TaskStatus[]): SQL =>
  and(lt(tasks.endDate, now), inArray(tasks.status, [...statuses])) as SQL;
