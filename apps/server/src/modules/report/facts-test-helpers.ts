import { TASK_STATUSES, type TaskStatus } from '@casecover/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DbOrTx } from '../../db/client';
import { taskAssignees, tasks, users } from '../../db/schema/index';
import { freshDatabase } from '../../../test/helpers';

class Rollback extends Error {}

/** Runs `fn` in a transaction that is rolled back, so each case starts from the same data. */
export async function inRolledBack(database: Database, fn: (tx: DbOrTx) => Promise<void>) {
  await database.db
    .transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
}

/** A task's place: real (account, department, company, division, service) combinations of the demo data. */
export type TaskPlace = Awaited<ReturnType<typeof taskPlaces>>[number];

/** Up to six real places of the demo tasks. */
export async function taskPlaces(database: Database) {
  return database.db
    .selectDistinct({
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      divisionId: tasks.divisionId,
      serviceId: tasks.serviceId,
    })
    .from(tasks)
    .orderBy(asc(tasks.accountId), asc(tasks.departmentId), asc(tasks.serviceId))
    .limit(6);
}

/** The ids of the tasks a random history has made (marked by their case number), as `pick` chooses them. */
export async function pickedTasks(tx: DbOrTx, caseNumber: string, pick: readonly number[]): Promise<string[]> {
  const ours = (
    await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.caseNumber, caseNumber)).orderBy(asc(tasks.id))
  ).map((r) => r.id);
  return ours.length ? [...new Set(pick.map((n) => ours[n % ours.length] as string))] : [];
}

/** One random change to tasks: a column each, `place` moving them to another real place. */
export type TaskChange =
  | { status: TaskStatus }
  | { survey: string }
  | { shiftMinutes: number }
  | { endShiftMinutes: number }
  | { bookedShiftMinutes: number }
  | { place: number }
  | { touch: true };

/** Up to `max` picks of tasks by rank (see pickedTasks). */
export const picks = (max: number) => fc.array(fc.nat(), { minLength: 1, maxLength: max });

/** The task changes every facts test makes: one kind of update of picked tasks, and deletes. */
export const commonTaskChanges = [
  fc.record({
    kind: fc.constant('update' as const),
    pick: picks(4),
    set: fc.oneof(
      fc.record({ status: fc.constantFrom(...TASK_STATUSES) }),
      fc.record({ shiftMinutes: fc.integer({ min: -2000, max: 2000 }) }),
      fc.record({ place: fc.nat() }),
      fc.record({ touch: fc.constant(true) }),
    ),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: picks(3) }),
] as const;

/** Updates the tasks `ids` as `change` says, in one statement (`touch` changes nothing counted). */
export async function updateTasks(tx: DbOrTx, ids: string[], change: TaskChange, places: TaskPlace[]) {
  const shift = (column: PgColumn, minutes: number) => sql`${column} + make_interval(mins => ${minutes})`;
  await tx
    .update(tasks)
    .set({
      ...('status' in change ? { status: change.status } : {}),
      ...('survey' in change ? { patientSurvey: change.survey } : {}),
      ...('shiftMinutes' in change ? { startDate: shift(tasks.startDate, change.shiftMinutes) } : {}),
      ...('endShiftMinutes' in change ? { endDate: shift(tasks.endDate, change.endShiftMinutes) } : {}),
      ...('bookedShiftMinutes' in change ? { createdAt: shift(tasks.createdAt, change.bookedShiftMinutes) } : {}),
      ...('place' in change ? places[change.place % places.length] : {}),
      updatedAt: new Date(),
    })
    .where(inArray(tasks.id, ids));
}

/**
 * A facts test file's database: fresh, with the demo data, up to six real places of its tasks
 * and four of its reps (by id). `inRolledBack` runs a case in a transaction that is then rolled
 * back.
 */
export function factsDatabase() {
  const world = {} as { database: Database; places: TaskPlace[]; reps: string[] };
  beforeAll(async () => {
    world.database = await freshDatabase();
    world.places = await taskPlaces(world.database);
    const reps = await world.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'rep'))
      .orderBy(asc(users.id))
      .limit(4);
    world.reps = reps.map((r) => r.id);
  });
  afterAll(() => world.database.close());
  return {
    world,
    inRolledBack: (fn: (tx: DbOrTx) => Promise<void>) => inRolledBack(world.database, fn),
  };
}

/**
 * Runs 25 random histories of one to ten changes, each in a transaction rolled back after
 * `check` has looked at what `apply` left (minutes on a busy machine).
 */
export async function checkRandomHistories<C>(
  database: Database,
  change: fc.Arbitrary<C>,
  apply: (tx: DbOrTx, changes: C[]) => Promise<void>,
  check: (tx: DbOrTx) => Promise<void>,
) {
  await fc.assert(
    fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 10 }), async (changes) => {
      await inRolledBack(database, async (tx) => {
        await apply(tx, changes);
        await check(tx);
      });
    }),
    { numRuns: 25 },
  );
}

/**
 * Inserts tasks with the people given to each: in one statement with them, as the bulk seed
 * writes them (`sameStatement`), or the tasks and then their links.
 */
export async function insertTasksWithPeople(
  tx: DbOrTx,
  values: (typeof tasks.$inferInsert)[],
  people: string[][],
  sameStatement: boolean,
) {
  if (sameStatement) {
    const links = values.flatMap((v, i) => (people[i] ?? []).map((p) => sql`(${v.name}, ${p}::uuid)`));
    const inserted = tx.insert(tasks).values(values).returning({ id: tasks.id, name: tasks.name });
    if (!links.length) return void (await inserted);
    await tx.execute(sql`with ins as ${inserted}
      insert into task_assignees (task_id, user_id)
      select ins.id, l.user_id from ins join (values ${sql.join(links, sql`, `)}) as l(name, user_id) on l.name = ins.name`);
    return;
  }
  const ids = await tx.insert(tasks).values(values).returning({ id: tasks.id });
  const links = ids.flatMap((row, i) => (people[i] ?? []).map((userId) => ({ taskId: row.id, userId })));
  if (links.length) await tx.insert(taskAssignees).values(links);
}
