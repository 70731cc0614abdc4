import type { MostActiveKind } from '@casecover/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reportProductFacts, taskProducts, tasks, users } from '../../db/schema/index';
import { dailyFactsInScope, taskSpans, wholeUtcDays } from './facts-reader';
import { mostActiveFromFacts } from './facts-groups';
import { coveringReps, repLoadsOf, topBookers } from './rep-facts';
import type { ReportScope } from './scope';

/** Products of the completed cases in scope, one row per product name, biggest revenue first. */
export async function productTotals(db: DbOrTx, p: { scope: ReportScope }): Promise<ProductTotal[]> {
  const { scope } = p;
  // Whole UTC days from the facts, the partial days at the edges from the tasks; a scope narrowed
  // to part of a company's hierarchy (which also follows the reps) reads the tasks alone.
  const days = scope.unitIds ? null : wholeUtcDays(scope.start, scope.end);
  const raw = (span: SQL) =>
    db
      .select({
        product: taskProducts.name,
        quantity: sql<number>`sum(${taskProducts.quantity})`.mapWith(Number),
        cents: sql<number>`sum(round(${taskProducts.price} * 100)::bigint * ${taskProducts.quantity})`.mapWith(Number),
        cases: sql<number>`count(distinct ${tasks.id})`.mapWith(Number),
      })
      .from(taskProducts)
      .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
      .where(and(span, eq(tasks.status, 'completed')))
      .groupBy(taskProducts.name);
  const f = reportProductFacts;
  const facts = days
    ? db
        .select({
          product: f.name,
          quantity: sql<number>`sum(${f.quantity})`.mapWith(Number),
          cents: sql<number>`sum(${f.revenueCents})`.mapWith(Number),
          cases: sql<number>`sum(${f.cases})`.mapWith(Number),
        })
        .from(f)
        .where(dailyFactsInScope(f, scope, days))
        .groupBy(f.name)
    : Promise.resolve([]);
  const byName = new Map<string, { quantity: number; cents: number; cases: number }>();
  const [factRows, ...rawRows] = await Promise.all([facts, ...taskSpans(scope, days).map(raw)]);
  for (const row of [...rawRows.flat(), ...factRows]) {
    const seen = byName.get(row.product) ?? { quantity: 0, cents: 0, cases: 0 };
    byName.set(row.product, {
      quantity: seen.quantity + row.quantity,
      cents: seen.cents + row.cents,
      cases: seen.cases + row.cases,
    });
  }
  return [...byName]
    .filter(([, t]) => t.cases > 0)
    .map(([product, t]) => ({ product, quantity: t.quantity, revenue: t.cents / 100, cases: t.cases }))
    .sort((a, b) => b.revenue - a.revenue || a.product.localeCompare(b.product));
}

export interface ProductTotal {
  product: string;
  quantity: number;
  revenue: number;
  cases: number;
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
