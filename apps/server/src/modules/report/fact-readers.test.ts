import { dayRangeInZone, type TaskStatus } from '@casecover/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client';
import { taskAssignees, taskHistory, tasks, users } from '../../db/schema/index';
import { freshDatabase } from '../../../test/helpers';
import { acceptanceFromFacts, coverageFromFacts } from './coverage-facts';
import * as cq from './coverage-queries';
import { inRolledBack as inRolledBackOf, taskPlaces, type TaskPlace } from './facts-test-helpers';
import { COVERED_STATUSES, repLoadsOf, topBookers } from './rep-facts';
import { reportTaskCondition, type ReportScope } from './scope';

let database: Database;
let places: TaskPlace[];
let people: string[];

beforeAll(async () => {
  database = await freshDatabase();
  places = await taskPlaces(database);
  const reps = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'rep'))
    .orderBy(asc(users.id))
    .limit(3);
  people = reps.map((r) => r.id);
});
afterAll(() => database.close());

const zone = 'Asia/Kolkata';
// 1–3 May 2024 in Kolkata (UTC+05:30): 30 April 18:30Z to 3 May 18:29:59.999Z. Every local
// midnight falls inside a UTC hour, so the hour facts must leave those hours to the tasks.
const days = dayRangeInZone('2024-05-01', '2024-05-03', zone);
const range = { start: new Date(days.startDate), end: new Date(days.endDate) };

const scopeOf = (p: Partial<ReportScope>): ReportScope => ({
  role: 'super_admin',
  accountIds: null,
  departmentIds: null,
  companyId: null,
  unitIds: null,
  start: range.start,
  end: range.end,
  timeZone: zone,
  groupBy: 'department',
  company: null,
  unit: null,
  ...p,
});

/** Tasks on every edge of the range and of its local days, each with a rep, a booker and an acceptance. */
async function edgeTasks(tx: DbOrTx) {
  const at: [string, TaskStatus][] = [
    ['2024-04-30T18:29:59.999Z', 'completed'], // 30 April in Kolkata: out
    ['2024-04-30T18:30:00.000Z', 'completed'], // first instant of 1 May
    ['2024-04-30T18:45:00.000Z', 'uncovered'], // the partial UTC hour at the start
    ['2024-04-30T23:59:00.000Z', 'assigned'], // partial UTC day
    ['2024-05-01T12:00:00.000Z', 'inprogress'], // whole UTC day and hour
    ['2024-05-01T18:10:00.000Z', 'uncovered'], // 1 May, in the hour a local midnight splits
    ['2024-05-01T18:40:00.000Z', 'completed'], // 2 May, the same UTC hour
    ['2024-05-02T12:00:00.000Z', 'pending'], // an offer: not covered
    ['2024-05-03T00:00:00.000Z', 'assigned'], // first instant of the partial UTC day at the end
    ['2024-05-03T18:29:59.999Z', 'completed'], // last instant of 3 May
    ['2024-05-03T18:30:00.000Z', 'completed'], // 4 May: out
  ];
  const rows = at.map(([iso, status], i) => {
    const place = places[i % places.length] as TaskPlace;
    const start = new Date(iso);
    return {
      ...place,
      name: `Reader case ${i}`,
      startDate: start,
      endDate: new Date(start.getTime() + (30 + i * 7) * 60_000),
      timeZone: zone,
      status,
      caseNumber: 'READER',
      createdAt: new Date(start.getTime() - (i + 1) * 3_600_000),
      createdBy: people[i % 2] ?? null,
    };
  });
  const ids = await tx.insert(tasks).values(rows).returning({ id: tasks.id });
  await tx
    .insert(taskAssignees)
    .values(ids.flatMap((t, i) => people.slice(0, 1 + (i % 2)).map((userId) => ({ taskId: t.id, userId }))));
  await tx.insert(taskHistory).values(
    ids.map((t, i) => ({
      taskId: t.id,
      action: 'accept',
      toValue: 'assigned',
      createdAt: new Date((rows[i] as { createdAt: Date }).createdAt.getTime() + (10 + i * 13) * 60_000),
    })),
  );
}

describe('the fact readers', () => {
  it('answer a half-hour zone\u2019s range exactly as the tasks, their reps and their history do', async () => {
    await inRolledBackOf(database, async (tx) => {
      await edgeTasks(tx);
      const scope = scopeOf({ accountIds: [...new Set(places.map((p) => p.accountId))] });
      const where = reportTaskCondition(scope);

      const loads = await repLoadsOf(tx, scope);
      const rawLoads = await tx
        .select({
          userId: taskAssignees.userId,
          tasks: sql<number>`count(*)`.mapWith(Number),
          busyMs: sql<number>`sum(extract(epoch from ${tasks.endDate} - ${tasks.startDate}) * 1000)`.mapWith(Number),
        })
        .from(tasks)
        .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
        .where(and(where, inArray(tasks.status, [...COVERED_STATUSES])))
        .groupBy(taskAssignees.userId);
      const byUser = (rows: { userId: string; tasks: number; busyMs: number }[]) =>
        new Map(rows.map((r) => [r.userId, [r.tasks, r.busyMs]]));
      expect(byUser(loads)).toEqual(byUser(rawLoads));
      // Six covered cases in range, the first rep on each, the second on the three of odd rank.
      expect(loads.reduce((n, l) => n + l.tasks, 0)).toBe(9);

      const bookers = await topBookers(tx, scope, 10);
      const rawBookers = await tx
        .select({ id: sql<string>`${tasks.createdBy}`, tasks: sql<number>`count(*)`.mapWith(Number) })
        .from(tasks)
        .where(and(where, isNotNull(tasks.createdBy)))
        .groupBy(tasks.createdBy);
      expect(new Map(bookers.map((b) => [b.id, b.tasks]))).toEqual(new Map(rawBookers.map((b) => [b.id, b.tasks])));
      expect(bookers.reduce((n, b) => n + b.tasks, 0)).toBe(9);

      for (const bucket of ['day', 'week', 'month'] as const) {
        const periods = await coverageFromFacts(tx, { scope, bucket });
        const raw = await cq.coverageByPeriod(tx, { where, bucket, timeZone: zone });
        const byPeriod = (rows: { period: string; total: number; uncovered: number }[]) =>
          new Map(rows.map((r) => [r.period, [r.total, r.uncovered]]));
        expect(byPeriod(periods)).toEqual(byPeriod(raw));
      }
      const perDay = await coverageFromFacts(tx, { scope, bucket: 'day' });
      expect(new Map(perDay.map((r) => [r.period, [r.total, r.uncovered]]))).toEqual(
        new Map([
          ['2024-05-01', [5, 2]],
          ['2024-05-02', [2, 0]],
          ['2024-05-03', [2, 0]],
        ]),
      );

      const acceptance = await acceptanceFromFacts(tx, scope);
      expect(acceptance).toEqual(await cq.acceptanceDelay(tx, { where }));
      expect(acceptance.accepted).toBe(9);
    });
  });
});
