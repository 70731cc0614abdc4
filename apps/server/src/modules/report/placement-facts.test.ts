import { TASK_STATUSES } from '@casecover/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { reportPlacementFacts, reportRepSets, taskAssignees, tasks } from '../../db/schema/index';
import {
  checkRandomHistories,
  commonTaskChanges,
  factsDatabase,
  insertTasksWithPeople,
  pickedTasks,
  picks,
  updateTasks,
} from './facts-test-helpers';

const { world, inRolledBack } = factsDatabase();
const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/** report_placement_facts with each row's set of people beside the same counts made afresh from tasks and task_assignees. */
async function factsAndTruth(tx: DbOrTx) {
  const f = reportPlacementFacts;
  const facts = await tx
    .select({
      day: sql<string>`${f.day}::text`,
      accountId: f.accountId,
      departmentId: f.departmentId,
      companyId: f.companyId,
      divisionId: f.divisionId,
      status: f.status,
      repIds: sql<string[]>`${reportRepSets.repIds}::text[]`,
      tasks: f.tasks,
    })
    .from(f)
    .leftJoin(reportRepSets, eq(reportRepSets.id, f.repSet));
  const truth = await tx
    .select({
      day: sql<string>`to_char(${tasks.startDate} at time zone 'UTC', 'YYYY-MM-DD')`,
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      divisionId: tasks.divisionId,
      status: tasks.status,
      repIds: sql<string[]>`coalesce((select array_agg(a.user_id::text order by a.user_id)
        from ${taskAssignees} a where a.task_id = ${tasks.id}), '{}')`,
      tasks: sql<number>`count(*)::int`,
    })
    .from(tasks)
    .groupBy(sql`1, 2, 3, 4, 5, 6, 7`);
  return { facts: sorted(facts), truth: sorted(truth) };
}

const BASE = Date.UTC(2024, 4, 10);
const newTask = fc.record({
  place: fc.nat(),
  minuteOffset: fc.integer({ min: -3 * 1440, max: 3 * 1440 }),
  status: fc.constantFrom(...TASK_STATUSES),
  reps: fc.array(fc.nat(), { maxLength: 3 }),
});
type NewTask = typeof newTask extends fc.Arbitrary<infer T> ? T : never;

const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(newTask, { minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant('insertWithReps' as const), rows: fc.array(newTask, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('assign' as const), pick: picks(3), rep: fc.nat() }),
  fc.record({ kind: fc.constant('unassignOne' as const), pick: picks(3), rep: fc.nat() }),
  fc.record({ kind: fc.constant('unassign' as const), pick: picks(3) }),
  fc.record({ kind: fc.constant('reassign' as const), pick: picks(2), rep: fc.nat() }),
  fc.record({ kind: fc.constant('moveLinks' as const), pick: picks(2), rep: fc.nat() }),
  fc.record({ kind: fc.constant('undivide' as const), pick: picks(3) }),
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
    name: `Placement case ${made}`,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
    timeZone: 'America/New_York',
    status: t.status,
    caseNumber: 'PLACEFACT',
  };
}
const rep = (n: number) => world.reps[n % world.reps.length] as string;
const repsOf = (t: NewTask) => [...new Set(t.reps.map(rep))];

async function insertTasks(tx: DbOrTx, rows: NewTask[], sameStatement: boolean) {
  await insertTasksWithPeople(tx, rows.map(taskValues), rows.map(repsOf), sameStatement);
}

async function apply(tx: DbOrTx, changes: Change[]) {
  for (const c of changes) {
    if (c.kind === 'insert' || c.kind === 'insertWithReps') {
      await insertTasks(tx, c.rows, c.kind === 'insertWithReps');
      continue;
    }
    const ids = await pickedTasks(tx, 'PLACEFACT', c.pick);
    if (!ids.length) continue;
    if (c.kind === 'assign') {
      await tx
        .insert(taskAssignees)
        .values(ids.map((taskId) => ({ taskId, userId: rep(c.rep) })))
        .onConflictDoNothing();
    } else if (c.kind === 'unassignOne') {
      await tx
        .delete(taskAssignees)
        .where(and(inArray(taskAssignees.taskId, ids), eq(taskAssignees.userId, rep(c.rep))));
    } else if (c.kind === 'unassign') await tx.delete(taskAssignees).where(inArray(taskAssignees.taskId, ids));
    else if (c.kind === 'reassign') {
      // One statement changing whom a link names (no code path does today; the trigger must still follow it).
      await tx.execute(sql`update task_assignees a set user_id = ${rep(c.rep)}::uuid
        where a.task_id in ${ids} and not exists (
          select 1 from task_assignees b where b.task_id = a.task_id and b.user_id = ${rep(c.rep)}::uuid)
        and a.user_id = (select min(b.user_id::text)::uuid from task_assignees b where b.task_id = a.task_id)`);
    } else if (c.kind === 'moveLinks') {
      // Links moved from one task to another in one statement.
      const [from, to] = ids;
      if (!from || !to || from === to) continue;
      await tx.execute(sql`update task_assignees a set task_id = ${to}::uuid
        where a.task_id = ${from}::uuid and not exists (
          select 1 from task_assignees b where b.task_id = ${to}::uuid and b.user_id = a.user_id)`);
    } else if (c.kind === 'undivide') await tx.update(tasks).set({ divisionId: null }).where(inArray(tasks.id, ids));
    else if (c.kind === 'delete') await tx.delete(tasks).where(inArray(tasks.id, ids));
    else await updateTasks(tx, ids, c.set, world.places);
  }
}

describe('placement facts', () => {
  it('equal the tasks and their people counted afresh after any changes', async () => {
    expect(world.reps.length).toBeGreaterThan(2);
    await checkRandomHistories(world.database, change, apply, async (tx) => {
      const { facts, truth } = await factsAndTruth(tx);
      expect(facts).toEqual(truth);
    });
  }, 240_000);

  it('start equal to the demo data and follow the loss of every link, then of every task', async () => {
    await inRolledBack(async (tx) => {
      const before = await factsAndTruth(tx);
      expect(before.facts.length).toBeGreaterThan(5);
      expect(before.facts.some((r) => !r.includes('"repIds":[]'))).toBe(true);
      expect(before.facts).toEqual(before.truth);
      // Every link of one person gone in one statement (as a user's deletion cascades): his tasks move.
      await tx.delete(taskAssignees).where(eq(taskAssignees.userId, world.reps[0] as string));
      expect((await factsAndTruth(tx)).facts).toEqual((await factsAndTruth(tx)).truth);
      await tx.execute(sql`truncate task_assignees`);
      const unlinked = await factsAndTruth(tx);
      expect(unlinked.facts).toEqual(unlinked.truth);
      expect(unlinked.facts.every((r) => r.includes('"repIds":[]'))).toBe(true);
      await tx.delete(tasks);
      expect((await factsAndTruth(tx)).facts).toEqual([]);
    });
  });

  it('follow a task offered to more people than an index key can hold', async () => {
    await inRolledBack(async (tx) => {
      // An emergency broadcast's last wave offers the task to every rep of the company.
      await tx.execute(sql`insert into users (name, email, role)
        select 'Crowd rep ' || n, 'crowd-' || n || '@placement.test', 'rep' from generate_series(1, 300) n`);
      await insertTasks(tx, [{ place: 0, minuteOffset: 0, status: 'pending', reps: [] }], false);
      const [task] = await pickedTasks(tx, 'PLACEFACT', [0]);
      await tx.execute(sql`insert into task_assignees (task_id, user_id)
        select ${task}::uuid, u.id from users u where u.email like 'crowd-%@placement.test'`);
      const crowded = await factsAndTruth(tx);
      expect(crowded.facts.some((r) => (JSON.parse(r) as { repIds: string[] }).repIds.length === 300)).toBe(true);
      expect(crowded.facts).toEqual(crowded.truth);
      await tx.delete(tasks).where(eq(tasks.id, task as string));
      const gone = await factsAndTruth(tx);
      expect(gone.facts).toEqual(gone.truth);
    });
  });

  it('are what the migration counts afresh', async () => {
    await inRolledBack(async (tx) => {
      await insertTasks(tx, [{ place: 1, minuteOffset: 5, status: 'pending', reps: [0, 1] }], true);
      const kept = await factsAndTruth(tx);
      await tx.execute(sql`select report_placement_facts_rebuild()`);
      expect((await factsAndTruth(tx)).facts).toEqual(kept.facts);
      expect(kept.facts).toEqual(kept.truth);
    });
  });
});
