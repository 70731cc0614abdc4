import { TASK_STATUSES, type TaskStatus } from '@casecover/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, companies, departments } from '../../db/schema/index';
import { taskFacts, type FactKey } from './facts-reader';
import type { ReportScope } from './scope';

/** The groups the reports count tasks by, and the fact column of each. */
const KEY_FACT = {
  account: 'accountId',
  department: 'departmentId',
  company: 'companyId',
  service: 'serviceId',
} as const;
export type GroupKey = keyof typeof KEY_FACT;

/** One group's tasks by status, and its completed cases with a Patient Survey score and their sum. */
export interface FactGroup {
  keys: Record<GroupKey, string>;
  total: number;
  byStatus: Record<TaskStatus, number>;
  scored: number;
  scoreSum: number;
}

const noStatuses = () => Object.fromEntries(TASK_STATUSES.map((s) => [s, 0])) as Record<TaskStatus, number>;

/**
 * The scope's tasks counted by `keys` from the daily facts (exact in any zone; see taskFacts):
 * per group the total, each status and the scored completed cases.
 */
export async function factGroups(
  db: DbOrTx,
  p: { scope: ReportScope; keys: readonly GroupKey[] },
): Promise<FactGroup[]> {
  const by: FactKey[] = [...p.keys.map((k) => KEY_FACT[k]), 'status'];
  const rows = await taskFacts(db, p.scope, { by });
  const groups = new Map<string, FactGroup>();
  for (const row of rows) {
    const keys = Object.fromEntries(p.keys.map((k) => [k, String(row[KEY_FACT[k]])])) as Record<GroupKey, string>;
    const id = p.keys.map((k) => keys[k]).join('|');
    const g = groups.get(id) ?? { keys, total: 0, byStatus: noStatuses(), scored: 0, scoreSum: 0 };
    g.total += row.tasks;
    g.byStatus[row.status] += row.tasks;
    if (row.status === 'completed') {
      g.scored += row.surveyCount;
      g.scoreSum += row.surveySum;
    }
    groups.set(id, g);
  }
  return [...groups.values()];
}

/** The names of a kind's rows, by id. */
export async function namesOf(db: DbOrTx, kind: 'account' | 'company' | 'department', ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const table = kind === 'account' ? accounts : kind === 'company' ? companies : departments;
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The `limit` accounts or companies with the most tasks in scope, most first, then by name. */
export async function mostActiveFromFacts(
  db: DbOrTx,
  p: { scope: ReportScope; kind: 'account' | 'company'; limit: number },
) {
  const groups = await factGroups(db, { scope: p.scope, keys: [p.kind] });
  const names = await namesOf(
    db,
    p.kind,
    groups.map((g) => g.keys[p.kind]),
  );
  return groups
    .map((g) => ({ id: g.keys[p.kind], name: names.get(g.keys[p.kind]) ?? '', detail: null, tasks: g.total }))
    .sort((a, b) => b.tasks - a.tasks || a.name.localeCompare(b.name))
    .slice(0, p.limit);
}

/**
 * Tasks and uncovered tasks per department (with its hospital's name) or company, highest
 * uncovered rate first, then the busiest, then by name (and hospital).
 */
export async function uncoveredByGroup(db: DbOrTx, p: { scope: ReportScope; kind: 'department' | 'company' }) {
  const groups = await factGroups(db, { scope: p.scope, keys: [p.kind] });
  const names = await groupNames(
    db,
    p.kind,
    groups.map((g) => g.keys[p.kind]),
  );
  const rate = (r: { total: number; uncovered: number }) => r.uncovered / r.total;
  return groups
    .map((g) => ({
      id: g.keys[p.kind],
      ...(names.get(g.keys[p.kind]) ?? { name: '', accountName: '' }),
      total: g.total,
      uncovered: g.byStatus.uncovered,
    }))
    .sort(
      (a, b) =>
        rate(b) - rate(a) ||
        b.total - a.total ||
        a.name.localeCompare(b.name) ||
        a.accountName.localeCompare(b.accountName),
    );
}

/** Departments' names with their hospital's, or companies' names (no hospital), by id. */
async function groupNames(db: DbOrTx, kind: 'department' | 'company', ids: string[]) {
  const named = new Map<string, { name: string; accountName: string }>();
  if (kind === 'company') {
    for (const [id, name] of await namesOf(db, 'company', ids)) named.set(id, { name, accountName: '' });
  } else if (ids.length) {
    const deps = await db
      .select({ id: departments.id, name: departments.name, accountName: accounts.name })
      .from(departments)
      .innerJoin(accounts, eq(accounts.id, departments.accountId))
      .where(inArray(departments.id, ids));
    for (const d of deps) named.set(d.id, { name: d.name, accountName: d.accountName });
  }
  return named;
}

/**
 * Tasks booked (created) in the range, whatever their start, per department (with its hospital's
 * name as owner) or company, and status: the Pipeline report's counts, from the booking facts.
 */
export async function bookedByGroup(db: DbOrTx, p: { scope: ReportScope; by: 'department' | 'company' }) {
  const key = KEY_FACT[p.by];
  const rows = await taskFacts(db, p.scope, { by: [key, 'status'], date: 'booked' });
  const named = await groupNames(db, p.by, [...new Set(rows.map((r) => r[key]))]);
  return rows.map((r) => {
    const n = named.get(r[key]);
    return { id: r[key], name: n?.name ?? '', owner: n?.accountName ?? '', status: r.status, tasks: r.tasks };
  });
}
