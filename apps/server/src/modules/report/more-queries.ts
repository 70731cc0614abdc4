import type { MostActiveKind } from '@casecover/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskProducts, tasks, users } from '../../db/schema/index';
import { mostActiveFromFacts } from './facts-groups';
import { coveringReps, repLoadsOf, topBookers } from './rep-facts';
import { reportTaskCondition, type ReportScope } from './scope';

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
  switch (p.kind) {
    // Counted from the daily facts (per day and place; per rep; per booker), without reading every task.
    case 'account':
    case 'company':
      return mostActiveFromFacts(db, { scope: p.scope, kind: p.kind, limit: MOST_ACTIVE_LIMIT });
    case 'rep':
      return (await coveringReps(db, p.scope))
        .slice(0, MOST_ACTIVE_LIMIT)
        .map((r) => ({ id: r.id, name: r.name, detail: r.companyName, tasks: r.tasks }));
    case 'employee':
      return topBookers(db, p.scope, MOST_ACTIVE_LIMIT);
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
  const reps = await coveringReps(db, p.scope, { accountId: p.accountId });
  return reps.map(({ id, ...r }) => ({ _id: id, ...r }));
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
  const loads = await repLoadsOf(db, p.scope);
  if (!loads.length) return [];
  const placed = await db
    .select({ id: users.id, unitId: sql<string>`${users.unitId}` })
    .from(users)
    .where(
      and(
        activeRepsIn(p),
        inArray(
          users.id,
          loads.map((l) => l.userId),
        ),
      ),
    );
  const unitOf = new Map(placed.map((u) => [u.id, u.unitId]));
  const units = new Map<string, { unitId: string; cases: number; hours: number }>();
  for (const l of loads) {
    const unitId = unitOf.get(l.userId);
    if (!unitId) continue;
    const u = units.get(unitId) ?? { unitId, cases: 0, hours: 0 };
    u.cases += l.tasks;
    u.hours += l.busyMs / 3_600_000;
    units.set(unitId, u);
  }
  return [...units.values()];
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
