import { TASK_STATUSES } from '@casecover/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  reportAcceptanceDays,
  reportAcceptances,
  reportBookerFacts,
  reportHourFacts,
  reportHourTotals,
  reportRepFacts,
  taskAssignees,
  taskHistory,
  tasks,
} from '../../db/schema/index';
import {
  checkRandomHistories,
  factsDatabase,
  insertTasksWithPeople,
  pickedTasks,
  updateTasks,
} from './facts-test-helpers';

const { world, inRolledBack } = factsDatabase();
const text = (column: unknown) => sql<string>`${column}::text`;
const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/** Each facts table beside the same figures computed afresh from tasks, assignees and history. */
async function factsAndTruth(tx: DbOrTx) {
  const r = reportRepFacts;
  const repFacts = await tx
    .select({
      day: text(r.day),
      userId: r.userId,
      accountId: r.accountId,
      departmentId: r.departmentId,
      companyId: r.companyId,
      status: r.status,
      tasks: r.tasks,
      busyMs: r.busyMs,
    })
    .from(r);
  const repTruth = await tx
    .select({
      day: sql<string>`to_char(${tasks.startDate} at time zone 'UTC', 'YYYY-MM-DD')`,
      userId: taskAssignees.userId,
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      status: tasks.status,
      tasks: sql<number>`count(*)::int`,
      busyMs: sql<number>`sum(round(extract(epoch from ${tasks.endDate} - ${tasks.startDate}) * 1000))`.mapWith(Number),
    })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .groupBy(sql`1, 2, 3, 4, 5, 6`);
  const h = reportHourFacts;
  const hourFacts = await tx
    .select({
      hour: text(h.hour),
      accountId: h.accountId,
      departmentId: h.departmentId,
      companyId: h.companyId,
      tasks: h.tasks,
      uncovered: h.uncovered,
    })
    .from(h);
  const hourTruth = await tx
    .select({
      hour: sql<string>`date_trunc('hour', ${tasks.startDate}, 'UTC')::text`,
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      tasks: sql<number>`count(*)::int`,
      uncovered: sql<number>`(count(*) filter (where ${tasks.status} = 'uncovered'))::int`,
    })
    .from(tasks)
    .groupBy(sql`1, 2, 3, 4`);
  const a = reportAcceptances;
  const acceptances = await tx
    .select({
      taskId: a.taskId,
      accountId: a.accountId,
      departmentId: a.departmentId,
      companyId: a.companyId,
      startDate: text(a.startDate),
      bookedAt: text(a.bookedAt),
      acceptedAt: text(a.acceptedAt),
    })
    .from(a);
  const acceptanceTruth = await tx
    .select({
      taskId: tasks.id,
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      startDate: text(tasks.startDate),
      bookedAt: text(tasks.createdAt),
      acceptedAt: sql<string>`min(${taskHistory.createdAt})::text`,
    })
    .from(tasks)
    .innerJoin(
      taskHistory,
      and(eq(taskHistory.taskId, tasks.id), eq(taskHistory.action, 'accept'), eq(taskHistory.toValue, 'assigned')),
    )
    .groupBy(tasks.id);
  const d = reportAcceptanceDays;
  const acceptanceDays = await tx
    .select({ ownerId: d.ownerId, day: text(d.day), bucket: d.bucket, accepted: d.accepted })
    .from(d);
  // Counted under the account and, apart, under the company.
  const acceptancesOf = (owner: PgColumn) =>
    tx
      .select({
        ownerId: sql<string>`${owner}`,
        day: sql<string>`to_char(${a.startDate} at time zone 'UTC', 'YYYY-MM-DD')`,
        bucket: a.delayBucket,
        accepted: sql<number>`count(*)::int`,
      })
      .from(a)
      .groupBy(sql`1, 2, 3`);
  const acceptanceDayTruth = [...(await acceptancesOf(a.accountId)), ...(await acceptancesOf(a.companyId))];
  const ht = reportHourTotals;
  const hourTotals = await tx
    .select({ ownerId: ht.ownerId, hour: text(ht.hour), tasks: ht.tasks, uncovered: ht.uncovered })
    .from(ht);
  const tasksOf = (owner: PgColumn) =>
    tx
      .select({
        ownerId: sql<string>`${owner}`,
        hour: sql<string>`date_trunc('hour', ${tasks.startDate}, 'UTC')::text`,
        tasks: sql<number>`count(*)::int`,
        uncovered: sql<number>`(count(*) filter (where ${tasks.status} = 'uncovered'))::int`,
      })
      .from(tasks)
      .groupBy(sql`1, 2`);
  const hourTotalTruth = [...(await tasksOf(tasks.accountId)), ...(await tasksOf(tasks.companyId))];
  const b = reportBookerFacts;
  const bookers = await tx
    .select({
      day: text(b.day),
      userId: b.userId,
      accountId: b.accountId,
      departmentId: b.departmentId,
      companyId: b.companyId,
      tasks: b.tasks,
    })
    .from(b);
  const bookerTruth = await tx
    .select({
      day: sql<string>`to_char(${tasks.startDate} at time zone 'UTC', 'YYYY-MM-DD')`,
      userId: sql<string>`${tasks.createdBy}`,
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      tasks: sql<number>`count(*)::int`,
    })
    .from(tasks)
    .where(sql`${tasks.createdBy} is not null`)
    .groupBy(sql`1, 2, 3, 4, 5`);
  return {
    facts: {
      rep: sorted(repFacts),
      hour: sorted(hourFacts),
      acceptances: sorted(acceptances),
      acceptanceDays: sorted(acceptanceDays),
      hourTotals: sorted(hourTotals),
      bookers: sorted(bookers),
    },
    truth: {
      rep: sorted(repTruth),
      hour: sorted(hourTruth),
      acceptances: sorted(acceptanceTruth),
      acceptanceDays: sorted(acceptanceDayTruth),
      hourTotals: sorted(hourTotalTruth),
      bookers: sorted(bookerTruth),
    },
  };
}

const BASE = Date.UTC(2024, 4, 10);
const newTask = fc.record({
  place: fc.nat(),
  minuteOffset: fc.integer({ min: -3 * 1440, max: 3 * 1440 }),
  hours: fc.integer({ min: 0, max: 5 }),
  status: fc.constantFrom(...TASK_STATUSES),
  reps: fc.array(fc.nat(), { maxLength: 2 }),
});
type NewTask = typeof newTask extends fc.Arbitrary<infer T> ? T : never;

const picks = (max: number) => fc.array(fc.nat(), { minLength: 1, maxLength: max });
const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(newTask, { minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant('insertWithReps' as const), rows: fc.array(newTask, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('assign' as const), pick: picks(3), rep: fc.nat() }),
  fc.record({ kind: fc.constant('unassign' as const), pick: picks(3) }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: picks(4),
    set: fc.oneof(
      fc.record({ status: fc.constantFrom(...TASK_STATUSES) }),
      fc.record({ shiftMinutes: fc.integer({ min: -2000, max: 2000 }) }),
      fc.record({ endShiftMinutes: fc.integer({ min: 0, max: 300 }) }),
      fc.record({ bookedShiftMinutes: fc.integer({ min: -4000, max: 0 }) }),
      fc.record({ place: fc.nat() }),
      fc.record({ touch: fc.constant(true) }),
    ),
  }),
  fc.record({ kind: fc.constant('accept' as const), pick: picks(3), afterMinutes: fc.integer({ min: 1, max: 3000 }) }),
  fc.record({ kind: fc.constant('unaccept' as const), pick: picks(2) }),
  fc.record({ kind: fc.constant('delete' as const), pick: picks(3) }),
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
    name: `Rep fact case ${made}`,
    startDate: start,
    endDate: new Date(start.getTime() + t.hours * 3_600_000 + (t.minuteOffset % 7) ** 2 * 60_000),
    timeZone: 'America/New_York',
    status: t.status,
    caseNumber: 'REPFACT',
    // Booked by one of the reps' ids (any user counts), or by nobody, whom the booker facts skip.
    createdBy: t.reps.length ? (world.reps[(t.reps[0] ?? 0) % world.reps.length] as string) : null,
    createdAt: new Date(start.getTime() - (t.minuteOffset % 5 === 0 ? 90 : 2) * 86_400_000),
  };
}
const repsOf = (t: NewTask) => [...new Set(t.reps.map((n) => world.reps[n % world.reps.length] as string))];

async function insertTasks(tx: DbOrTx, rows: NewTask[], sameStatement: boolean) {
  await insertTasksWithPeople(tx, rows.map(taskValues), rows.map(repsOf), sameStatement);
}

async function apply(tx: DbOrTx, changes: Change[]) {
  for (const c of changes) {
    if (c.kind === 'insert' || c.kind === 'insertWithReps') {
      await insertTasks(tx, c.rows, c.kind === 'insertWithReps');
      continue;
    }
    const ids = await pickedTasks(tx, 'REPFACT', c.pick);
    if (!ids.length) continue;
    if (c.kind === 'assign') {
      const rep = world.reps[c.rep % world.reps.length] as string;
      await tx
        .insert(taskAssignees)
        .values(ids.map((taskId) => ({ taskId, userId: rep })))
        .onConflictDoNothing();
    } else if (c.kind === 'unassign') await tx.delete(taskAssignees).where(inArray(taskAssignees.taskId, ids));
    else if (c.kind === 'delete') await tx.delete(tasks).where(inArray(tasks.id, ids));
    else if (c.kind === 'unaccept') await tx.delete(taskHistory).where(inArray(taskHistory.taskId, ids));
    else if (c.kind === 'accept') {
      await tx.execute(sql`insert into task_history (task_id, action, field, from_value, to_value, created_at)
        select t.id, v.action, 'taskStatus', 'pending', 'assigned', t.created_at + make_interval(mins => ${c.afterMinutes})
        from tasks t cross join (values ('accept'), ('update')) as v(action) where t.id in ${ids}`);
    } else await updateTasks(tx, ids, c.set, world.places);
  }
}

describe('rep, hour, acceptance and booker facts', () => {
  it('equal the tasks, their reps and their history counted afresh after any changes', async () => {
    expect(world.reps.length).toBeGreaterThan(1);
    await checkRandomHistories(world.database, change, apply, async (tx) => {
      const { facts, truth } = await factsAndTruth(tx);
      expect(facts).toEqual(truth);
    });
  }, 240_000);

  it('start equal to the demo data and follow a deletion of every task down to nothing', async () => {
    await inRolledBack(async (tx) => {
      const before = await factsAndTruth(tx);
      expect(before.facts.rep.length).toBeGreaterThan(5);
      expect(before.facts.acceptances.length).toBeGreaterThan(0);
      expect(before.facts.bookers.length).toBeGreaterThan(0);
      expect(before.facts).toEqual(before.truth);
      await tx.delete(tasks);
      const after = await factsAndTruth(tx);
      expect(after.facts).toEqual({
        rep: [],
        hour: [],
        acceptances: [],
        acceptanceDays: [],
        hourTotals: [],
        bookers: [],
      });
    });
  });
});
