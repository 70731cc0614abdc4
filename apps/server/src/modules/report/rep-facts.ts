import type { TaskStatus } from '@casecover/shared';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  companies,
  reportBookerFacts,
  reportRepFacts,
  taskAssignees,
  tasks,
  users,
} from '../../db/schema/index';
import { dailyFactsInScope, dayFactsPlan, taskSpans, wholeUtcDays } from './facts-reader';
import { reportTaskCondition, type ReportScope } from './scope';

/** The statuses of a case a rep covers: he holds it, is on it, or did it. Offers he never took do not count. */
export const COVERED_STATUSES = ['assigned', 'inprogress', 'completed'] as const satisfies readonly TaskStatus[];

/** A rep's cases in scope (each case once per rep on it) and the time they took, in milliseconds. */
export interface RepLoad {
  userId: string;
  tasks: number;
  busyMs: number;
}

/**
 * The scope's covered cases whose start falls in the range (optionally of one account), per
 * person on them: the whole UTC days of the range from report_rep_facts, the partial days at its
 * edges from tasks and their assignees, so the answer is exact in any zone and reads a few rows
 * a day. A scope narrowed to part of a company's hierarchy reads the tasks alone.
 */
export async function repLoadsOf(db: DbOrTx, scope: ReportScope, p: { accountId?: string } = {}): Promise<RepLoad[]> {
  const plan = dayFactsPlan(scope);
  const statuses = [...COVERED_STATUSES];
  // From the range's tasks (an index scan) to their reps, one lookup per task: started from the
  // reps, the plan reads every case they ever had. OFFSET 0 keeps the lookup per task.
  const reps = db
    .select({ userId: taskAssignees.userId })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, tasks.id))
    .offset(0)
    .as('reps');
  const raw = (span: SQL) =>
    db
      .select({
        userId: reps.userId,
        tasks: sql<number>`count(*)`.mapWith(Number),
        busyMs:
          sql<number>`coalesce(sum(round(extract(epoch from ${tasks.endDate} - ${tasks.startDate}) * 1000)), 0)`.mapWith(
            Number,
          ),
      })
      .from(tasks)
      .crossJoinLateral(reps)
      .where(and(span, inArray(tasks.status, statuses), p.accountId ? eq(tasks.accountId, p.accountId) : undefined))
      .groupBy(reps.userId);
  if (!plan) return mergeByUser(await raw(reportTaskCondition(scope)));
  const f = reportRepFacts;
  const facts = db
    .select({
      userId: f.userId,
      tasks: sql<number>`sum(${f.tasks})`.mapWith(Number),
      busyMs: sql<number>`sum(${f.busyMs})`.mapWith(Number),
    })
    .from(f)
    .where(
      and(
        dailyFactsInScope(f, scope, plan.days),
        p.accountId ? eq(f.accountId, p.accountId) : undefined,
        inArray(f.status, statuses),
      ),
    )
    .groupBy(f.userId);
  const [factRows, added, subtracted] = await Promise.all([
    facts,
    Promise.all(plan.add.map(raw)),
    Promise.all(plan.subtract.map(raw)),
  ]);
  const less = subtracted.flat().map((r) => ({ ...r, tasks: -r.tasks, busyMs: -r.busyMs }));
  return mergeByUser([...factRows, ...added.flat(), ...less]);
}

/** Rows of the same person added up (the facts' days and the edges' tasks); people with none left out. */
function mergeByUser<T extends { userId: string; tasks: number; busyMs?: number }>(rows: T[]): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const seen = merged.get(row.userId);
    if (!seen) merged.set(row.userId, { ...row });
    else {
      seen.tasks += row.tasks;
      if (seen.busyMs !== undefined) seen.busyMs += row.busyMs ?? 0;
    }
  }
  return [...merged.values()].filter((r) => r.tasks > 0);
}

/** The reps among `ids` with how to reach them and their company's name, by name. */
async function repsAmong(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: sql<string>`coalesce(${users.phone}, '')`,
      companyName: sql<string>`coalesce(${companies.name}, '')`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(inArray(users.id, ids), eq(users.role, 'rep')))
    .orderBy(asc(users.name));
}

/** The reps who covered cases in scope (optionally of one account), most cases first, then by name. */
export async function coveringReps(db: DbOrTx, scope: ReportScope, p: { accountId?: string } = {}) {
  const loads = await repLoadsOf(db, scope, p);
  const count = new Map(loads.map((l) => [l.userId, l.tasks]));
  const reps = await repsAmong(db, [...count.keys()]);
  // Stable: reps of equal counts keep the database's order by name.
  return reps.map((r) => ({ ...r, tasks: count.get(r.id) ?? 0 })).sort((a, b) => b.tasks - a.tasks);
}

/**
 * The `limit` people who booked the most tasks in scope (by start), with their hospital's name,
 * most first, then by name: the whole UTC days from report_booker_facts, the edges from tasks.
 */
export async function topBookers(db: DbOrTx, scope: ReportScope, limit: number) {
  const days = scope.unitIds ? null : wholeUtcDays(scope.start, scope.end);
  const raw = (span: SQL) =>
    db
      .select({ userId: sql<string>`${tasks.createdBy}`, tasks: sql<number>`count(*)`.mapWith(Number) })
      .from(tasks)
      .where(and(span, isNotNull(tasks.createdBy)))
      .groupBy(tasks.createdBy);
  const f = reportBookerFacts;
  const facts = days
    ? db
        .select({ userId: f.userId, tasks: sql<number>`sum(${f.tasks})`.mapWith(Number) })
        .from(f)
        .where(dailyFactsInScope(f, scope, days))
        .groupBy(f.userId)
    : Promise.resolve([]);
  const [factRows, ...rawRows] = await Promise.all([facts, ...taskSpans(scope, days).map(raw)]);
  const count = new Map(mergeByUser([...rawRows.flat(), ...factRows]).map((r) => [r.userId, r.tasks]));
  if (!count.size) return [];
  const people = await db
    .select({ id: users.id, name: users.name, detail: accounts.name })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(inArray(users.id, [...count.keys()]))
    .orderBy(asc(users.name));
  // Stable: people of equal counts keep the database's order by name.
  return people
    .map((p) => ({ ...p, tasks: count.get(p.id) ?? 0 }))
    .sort((a, b) => b.tasks - a.tasks)
    .slice(0, limit);
}
