import type { MostActiveKind, TaskStatus } from '@casecover/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, companies, taskAssignees, taskProducts, tasks, users } from '../../db/schema/index';
import { mostActiveFromFacts } from './facts-groups';
import { reportTaskCondition, type ReportScope } from './scope';

/** The statuses of a case a rep covers: he holds it, is on it, or did it. Offers he never took do not count. */
export const COVERED_STATUSES = ['assigned', 'inprogress', 'completed'] as const satisfies readonly TaskStatus[];

const count = sql<number>`count(distinct ${tasks.id})::int`;

/** Products of the completed cases in scope, one row per product name, biggest revenue first. */
export async function productTotals(db: DbOrTx, p: { scope: ReportScope }) {
  return db
    .select({
      product: taskProducts.name,
      quantity: sql<number>`sum(${taskProducts.quantity})::int`,
      revenue: sql<number>`round(sum(${taskProducts.price} * ${taskProducts.quantity}), 2)::float8`,
      cases: count,
    })
    .from(taskProducts)
    .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
    .where(and(reportTaskCondition(p.scope), eq(tasks.status, 'completed')))
    .groupBy(taskProducts.name)
    .orderBy(desc(sql`3`), asc(taskProducts.name));
}

/** How many in a "most active" list. */
export const MOST_ACTIVE_LIMIT = 10;

/** The ten accounts, reps, companies or booking employees with the most tasks in scope, most first. */
export async function mostActive(
  db: DbOrTx,
  p: { scope: ReportScope; kind: MostActiveKind },
): Promise<MostActiveRow[]> {
  const where = reportTaskCondition(p.scope);
  switch (p.kind) {
    // Counted from the daily facts, without reading every task.
    case 'account':
    case 'company':
      return mostActiveFromFacts(db, { scope: p.scope, kind: p.kind, limit: MOST_ACTIVE_LIMIT });
    case 'rep':
      return db
        .select({ id: users.id, name: users.name, detail: companies.name, tasks: count })
        .from(tasks)
        .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
        .innerJoin(users, and(eq(users.id, taskAssignees.userId), eq(users.role, 'rep')))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(and(where, inArray(tasks.status, COVERED_STATUSES)))
        .groupBy(users.id, users.name, companies.name)
        .orderBy(desc(count), asc(users.name))
        .limit(MOST_ACTIVE_LIMIT);
    case 'employee':
      return db
        .select({ id: users.id, name: users.name, detail: accounts.name, tasks: count })
        .from(tasks)
        .innerJoin(users, eq(users.id, tasks.createdBy))
        .leftJoin(accounts, eq(accounts.id, users.accountId))
        .where(where)
        .groupBy(users.id, users.name, accounts.name)
        .orderBy(desc(count), asc(users.name))
        .limit(MOST_ACTIVE_LIMIT);
  }
}
export interface MostActiveRow {
  id: string;
  name: string;
  detail: string | null;
  tasks: number;
}

/** The reps who covered the account's tasks in scope, with how many each covered, most first. */
export async function accountReps(db: DbOrTx, p: { scope: ReportScope; accountId: string }) {
  return db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      phone: sql<string>`coalesce(${users.phone}, '')`,
      companyName: sql<string>`coalesce(${companies.name}, '')`,
      tasks: count,
    })
    .from(tasks)
    .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
    .innerJoin(users, and(eq(users.id, taskAssignees.userId), eq(users.role, 'rep')))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(reportTaskCondition(p.scope), eq(tasks.accountId, p.accountId), inArray(tasks.status, COVERED_STATUSES)))
    .groupBy(users.id, users.name, users.email, users.phone, companies.name)
    .orderBy(sql`${count} desc`, asc(users.name));
}

/** The company's reps who still work (neither deleted nor suspended), placed in one of the units. */
const activeRepsIn = (p: { companyId: string; unitIds: string[] }) =>
  and(
    eq(users.role, 'rep'),
    eq(users.companyId, p.companyId),
    inArray(users.unitId, p.unitIds),
    eq(users.deleted, false),
    eq(users.suspended, false),
  );

/**
 * Per unit of `unitIds` (where the reps are placed, not below): the cases in scope its active
 * reps covered, a case once per rep on it, and their hours (each rep on a case was busy for it).
 */
export async function repLoads(db: DbOrTx, p: { scope: ReportScope; companyId: string; unitIds: string[] }) {
  if (!p.unitIds.length) return [];
  // From the range's tasks (an index-only scan) to their reps, one lookup per task: started from
  // the reps, the plan reads every case they ever had. OFFSET 0 keeps the lookup per task.
  const reps = db
    .select({ userId: taskAssignees.userId })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, tasks.id))
    .offset(0)
    .as('reps');
  const perRep = db
    .select({
      userId: reps.userId,
      cases: sql<number>`count(*)`.as('cases'),
      hours: sql<number>`sum(extract(epoch from (${tasks.endDate} - ${tasks.startDate}))) / 3600`.as('hours'),
    })
    .from(tasks)
    .crossJoinLateral(reps)
    .where(and(reportTaskCondition(p.scope), inArray(tasks.status, COVERED_STATUSES)))
    .groupBy(reps.userId)
    .as('per_rep');
  return db
    .select({
      unitId: sql<string>`${users.unitId}`,
      cases: sql<number>`coalesce(sum(${perRep.cases}), 0)::int`,
      hours: sql<number>`coalesce(sum(${perRep.hours}), 0)::float8`,
    })
    .from(perRep)
    .innerJoin(users, eq(users.id, perRep.userId))
    .where(activeRepsIn(p))
    .groupBy(users.unitId);
}

/** How many active reps of the company sit in each of `unitIds` (placed there, not below). */
export async function repHeadcount(db: DbOrTx, p: { companyId: string; unitIds: string[] }) {
  if (!p.unitIds.length) return [];
  return db
    .select({ unitId: sql<string>`${users.unitId}`, reps: sql<number>`count(*)::int` })
    .from(users)
    .where(activeRepsIn(p))
    .groupBy(users.unitId);
}
