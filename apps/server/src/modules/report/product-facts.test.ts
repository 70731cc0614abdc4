import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { reportProductFacts, taskProducts, tasks } from '../../db/schema/index';
import {
  checkRandomHistories,
  commonTaskChanges,
  factsDatabase,
  pickedTasks,
  picks,
  updateTasks,
} from './facts-test-helpers';

const { world, inRolledBack } = factsDatabase();
const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/** The facts beside the same figures computed afresh from the completed tasks and their products. */
async function factsAndTruth(tx: DbOrTx) {
  const f = reportProductFacts;
  const facts = await tx
    .select({
      day: sql<string>`${f.day}::text`,
      accountId: f.accountId,
      departmentId: f.departmentId,
      companyId: f.companyId,
      name: f.name,
      cases: f.cases,
      quantity: f.quantity,
      cents: f.revenueCents,
    })
    .from(f);
  const truth = await tx
    .select({
      day: sql<string>`to_char(${tasks.startDate} at time zone 'UTC', 'YYYY-MM-DD')`,
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      name: taskProducts.name,
      cases: sql<number>`count(distinct ${tasks.id})::int`,
      quantity: sql<number>`sum(${taskProducts.quantity})`.mapWith(Number),
      cents: sql<number>`sum(round(${taskProducts.price} * 100)::bigint * ${taskProducts.quantity})`.mapWith(Number),
    })
    .from(taskProducts)
    .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
    .where(eq(tasks.status, 'completed'))
    .groupBy(sql`1`, tasks.accountId, tasks.departmentId, tasks.companyId, taskProducts.name);
  return { facts: sorted(facts), truth: sorted(truth) };
}

const BASE = Date.UTC(2024, 6, 3);
const NAMES = ['Lead', 'Stent', 'Catheter'] as const;
const line = fc.record({
  name: fc.constantFrom(...NAMES),
  quantity: fc.integer({ min: 1, max: 9 }),
  cents: fc.nat(99_999),
});
const newTask = fc.record({
  place: fc.nat(),
  minuteOffset: fc.integer({ min: -3 * 1440, max: 3 * 1440 }),
  completed: fc.boolean(),
  lines: fc.array(line, { maxLength: 4 }),
});
type NewTask = typeof newTask extends fc.Arbitrary<infer T> ? T : never;
type Line = typeof line extends fc.Arbitrary<infer T> ? T : never;

const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(newTask, { minLength: 1, maxLength: 5 }) }),
  fc.record({
    kind: fc.constant('addLines' as const),
    pick: picks(3),
    lines: fc.array(line, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('replaceLines' as const), pick: picks(2), lines: fc.array(line, { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('renameLine' as const), pick: picks(3), name: fc.constantFrom(...NAMES) }),
  fc.record({ kind: fc.constant('repriceLine' as const), pick: picks(3), quantity: fc.integer({ min: 1, max: 9 }) }),
  ...commonTaskChanges,
);
type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

let made = 0;
function taskValues(t: NewTask) {
  const place = world.places[t.place % world.places.length];
  if (!place) throw new Error('the demo data has no tasks');
  const start = new Date(BASE + t.minuteOffset * 60_000);
  made += 1;
  return {
    ...place,
    name: `Product fact case ${made}`,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
    timeZone: 'America/New_York',
    status: t.completed ? ('completed' as const) : ('assigned' as const),
    caseNumber: 'PRODFACT',
  };
}
const lineValues = (taskId: string, lines: Line[]) =>
  lines.map((l, i) => ({ taskId, no: i + 1, name: l.name, quantity: l.quantity, price: (l.cents / 100).toFixed(2) }));

async function apply(tx: DbOrTx, changes: Change[]) {
  for (const c of changes) {
    if (c.kind === 'insert') {
      const ids = await tx.insert(tasks).values(c.rows.map(taskValues)).returning({ id: tasks.id });
      // All the new tasks' lines in one statement, as the bulk seed writes them.
      const lines = c.rows.flatMap((t, i) => lineValues(ids[i]?.id as string, t.lines));
      if (lines.length) await tx.insert(taskProducts).values(lines);
      continue;
    }
    const ids = await pickedTasks(tx, 'PRODFACT', c.pick);
    if (!ids.length) continue;
    if (c.kind === 'addLines') await tx.insert(taskProducts).values(ids.flatMap((id) => lineValues(id, c.lines)));
    else if (c.kind === 'replaceLines') {
      // As completing a task again does: its lines deleted, then the new ones written.
      await tx.delete(taskProducts).where(inArray(taskProducts.taskId, ids));
      const lines = ids.flatMap((id) => lineValues(id, c.lines));
      if (lines.length) await tx.insert(taskProducts).values(lines);
    } else if (c.kind === 'renameLine') {
      await tx.update(taskProducts).set({ name: c.name }).where(inArray(taskProducts.taskId, ids));
    } else if (c.kind === 'repriceLine') {
      await tx
        .update(taskProducts)
        .set({ quantity: c.quantity, price: sql`${taskProducts.price} + 1.25` })
        .where(inArray(taskProducts.taskId, ids));
    } else if (c.kind === 'delete') await tx.delete(tasks).where(inArray(tasks.id, ids));
    else await updateTasks(tx, ids, c.set, world.places);
  }
}

describe('product facts', () => {
  it('equal the completed tasks\u2019 products counted afresh after any changes', async () => {
    await checkRandomHistories(world.database, change, apply, async (tx) => {
      const { facts, truth } = await factsAndTruth(tx);
      expect(facts).toEqual(truth);
    });
  }, 240_000);

  it('start equal to the demo data and follow a deletion of every task down to nothing', async () => {
    await inRolledBack(async (tx) => {
      const before = await factsAndTruth(tx);
      expect(before.facts.length).toBeGreaterThan(3);
      expect(before.facts).toEqual(before.truth);
      await tx.delete(tasks);
      expect(await factsAndTruth(tx)).toEqual({ facts: [], truth: [] });
    });
  });
});
