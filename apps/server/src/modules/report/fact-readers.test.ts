import { dayRangeInZone, type TaskStatus } from '@casecover/shared';
import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client';
import {
  DELAY_BUCKET_RATIO,
  departments,
  reportAcceptances,
  taskAssignees,
  taskHistory,
  tasks,
  users,
} from '../../db/schema/index';
import { freshDatabase } from '../../../test/helpers';
import { acceptanceFromFacts, coverageFromFacts } from './coverage-facts';
import * as cq from './coverage-queries';
import { inRolledBack as inRolledBackOf, taskPlaces, type TaskPlace } from './facts-test-helpers';
import { endedBefore, INCOMPLETE_STATUSES, incompleteCounts, taskCounts } from './queries';
import { COVERED_STATUSES, repLoadsOf, topBookers } from './rep-facts';
import { taskPlacements } from './team-summary-queries';
import { reportTaskCondition, type ReportScope } from './scope';

let database: Database;
let places: TaskPlace[];
let people: string[];

beforeAll(async () => {
  database = await freshDatabase();
  places = await taskPlaces(database);
  // A second department of the first place's hospital, so a department's scope is narrower than its hospital's.
  const first = places[0] as TaskPlace;
  const [other] = await database.db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.accountId, first.accountId), ne(departments.id, first.departmentId)))
    .limit(1);
  if (other) places.push({ ...first, departmentId: other.id });
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

/** A place whose hospital has tasks in another department too: a department's scope is then narrower than its hospital's. */
function departmentOfSharedAccount(): TaskPlace {
  const place = places.find((p) =>
    places.some((o) => o.accountId === p.accountId && o.departmentId !== p.departmentId),
  );
  if (!place) throw new Error('the demo data has no hospital with tasks in two departments');
  return place;
}

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

/** Each person's covered cases among the tasks `where` picks, and their time, counted from the tasks. */
function coveredLoadsCountedAfresh(tx: DbOrTx, where: SQL) {
  return tx
    .select({
      userId: taskAssignees.userId,
      tasks: sql<number>`count(*)`.mapWith(Number),
      busyMs: sql<number>`sum(extract(epoch from ${tasks.endDate} - ${tasks.startDate}) * 1000)`.mapWith(Number),
    })
    .from(tasks)
    .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
    .where(and(where, inArray(tasks.status, [...COVERED_STATUSES])))
    .groupBy(taskAssignees.userId);
}

const byUser = (rows: { userId: string; tasks: number; busyMs: number }[]) =>
  new Map(rows.map((r) => [r.userId, [r.tasks, r.busyMs]]));

describe('the fact readers', () => {
  it('answer a half-hour zone\u2019s range exactly as the tasks, their reps and their history do', async () => {
    await inRolledBackOf(database, async (tx) => {
      await edgeTasks(tx);
      const scope = scopeOf({ accountIds: [...new Set(places.map((p) => p.accountId))] });
      const where = reportTaskCondition(scope);

      const loads = await repLoadsOf(tx, scope);
      const rawLoads = await coveredLoadsCountedAfresh(tx, where);
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

      // A hospital's scope, a company's (both from the hourly totals) and a department's (the facts).
      const first = places[0] as TaskPlace;
      const department = departmentOfSharedAccount();
      const scopes = [
        scope,
        scopeOf({ companyId: first.companyId }),
        scopeOf({ accountIds: [department.accountId], departmentIds: [department.departmentId] }),
      ];
      for (const s of scopes) {
        for (const bucket of ['day', 'week', 'month'] as const) {
          const periods = await coverageFromFacts(tx, { scope: s, bucket });
          const raw = await cq.coverageByPeriod(tx, { where: reportTaskCondition(s), bucket, timeZone: zone });
          const byPeriod = (rows: { period: string; total: number; uncovered: number }[]) =>
            new Map(rows.map((r) => [r.period, [r.total, r.uncovered]]));
          expect(byPeriod(periods)).toEqual(byPeriod(raw));
          expect(periods.length).toBeGreaterThan(0);
        }
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

describe('the median time to acceptance', () => {
  // Delays in seconds: under a minute, on and beside the bucket edges (60 s, 75 s = 1.25 min),
  // a few hours, several days, and repeats of one value.
  const delay = fc.oneof(
    fc.integer({ min: 0, max: 59 }),
    fc.constantFrom(60, 74, 75, 76, 5400),
    fc.integer({ min: 60, max: 6 * 3600 }),
    fc.integer({ min: 6 * 3600, max: 5 * 86_400 }),
  );
  const acceptance = fc.record({ place: fc.nat(), startMinute: fc.integer({ min: -900, max: 5220 }), delay });
  const zones = fc.constantFrom('Asia/Kolkata', 'America/New_York');

  it('answers exactly as every acceptance counted afresh, in any zone and scope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(acceptance, { maxLength: 40 }), zones, async (rows, timeZone) => {
        // 1–3 May 2024: New York's first local day is most of a UTC day, Kolkata's days split hours.
        const local = dayRangeInZone('2024-05-01', '2024-05-03', timeZone);
        const start = new Date(local.startDate);
        await inRolledBackOf(database, async (tx) => {
          if (rows.length) {
            const values = rows.map((r, i) => {
              const place = places[r.place % places.length] as TaskPlace;
              const startDate = new Date(start.getTime() + r.startMinute * 60_000);
              return {
                ...place,
                name: `Median case ${i}`,
                startDate,
                endDate: new Date(startDate.getTime() + 3_600_000),
                timeZone,
                status: 'assigned' as const,
                caseNumber: 'MEDIAN',
                createdAt: new Date(startDate.getTime() - 7 * 86_400_000),
              };
            });
            const ids = await tx.insert(tasks).values(values).returning({ id: tasks.id });
            await tx.insert(taskHistory).values(
              ids.map((t, i) => ({
                taskId: t.id,
                action: 'accept',
                toValue: 'assigned',
                createdAt: new Date(
                  (values[i] as { createdAt: Date }).createdAt.getTime() + (rows[i]?.delay ?? 0) * 1000,
                ),
              })),
            );
          }
          // Each acceptance's bucket holds its delay: from 1.25^(b-1) minutes up to 1.25^b.
          const kept = await tx
            .select({ minutes: reportAcceptances.delayMinutes, bucket: reportAcceptances.delayBucket })
            .from(reportAcceptances)
            .innerJoin(tasks, eq(tasks.id, reportAcceptances.taskId))
            .where(eq(tasks.caseNumber, 'MEDIAN'));
          for (const k of kept) {
            if (k.bucket === 0) expect(k.minutes).toBeLessThan(1);
            else {
              expect(k.minutes).toBeGreaterThanOrEqual(DELAY_BUCKET_RATIO ** (k.bucket - 1) * (1 - 1e-12));
              expect(k.minutes).toBeLessThan(DELAY_BUCKET_RATIO ** k.bucket * (1 + 1e-12));
            }
          }
          const first = places[0] as TaskPlace;
          const department = departmentOfSharedAccount();
          const scopes = [
            { accountIds: [...new Set(places.map((p) => p.accountId))] },
            { companyId: first.companyId },
            { accountIds: [department.accountId], departmentIds: [department.departmentId] },
          ];
          for (const s of scopes) {
            const scope = scopeOf({ ...s, start, end: new Date(local.endDate), timeZone });
            const answer = await acceptanceFromFacts(tx, scope);
            expect(answer).toEqual(await cq.acceptanceDelay(tx, { where: reportTaskCondition(scope) }));
          }
        });
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});

describe('the reps\u2019 loads', () => {
  it('answer a range whose first local day is most of a UTC day exactly as the tasks and their reps do', async () => {
    // 1–3 May 2024 in New York (UTC−04:00): 1 May 04:00Z to 4 May 03:59:59.999Z. The first local
    // day holds 20 hours of 1 May UTC, read as that day's facts less its first 4 hours.
    const ny = dayRangeInZone('2024-05-01', '2024-05-03', 'America/New_York');
    const scope = scopeOf({
      accountIds: [...new Set(places.map((p) => p.accountId))],
      start: new Date(ny.startDate),
      end: new Date(ny.endDate),
      timeZone: 'America/New_York',
    });
    const at: [string, TaskStatus][] = [
      ['2024-05-01T00:00:00.000Z', 'completed'], // 30 April in New York: out, subtracted
      ['2024-05-01T03:59:59.999Z', 'assigned'], // out, subtracted
      ['2024-05-01T04:00:00.000Z', 'completed'], // the first instant of 1 May
      ['2024-05-01T23:59:59.999Z', 'inprogress'], // the last instant of the UTC day
      ['2024-05-02T12:00:00.000Z', 'assigned'], // a whole UTC day
      ['2024-05-04T00:00:00.000Z', 'completed'], // the partial UTC day at the end
      ['2024-05-04T03:59:59.999Z', 'assigned'], // the last instant of 3 May
      ['2024-05-04T04:00:00.000Z', 'completed'], // 4 May: out
    ];
    await inRolledBackOf(database, async (tx) => {
      const ids = await tx
        .insert(tasks)
        .values(
          at.map(([iso, status], i) => {
            const start = new Date(iso);
            return {
              ...(places[i % places.length] as TaskPlace),
              name: `Load case ${i}`,
              startDate: start,
              endDate: new Date(start.getTime() + (45 + i * 11) * 60_000),
              timeZone: 'America/New_York',
              status,
              caseNumber: 'LOAD',
            };
          }),
        )
        .returning({ id: tasks.id });
      await tx
        .insert(taskAssignees)
        .values(ids.flatMap((t, i) => people.slice(0, 1 + (i % 2)).map((userId) => ({ taskId: t.id, userId }))));

      const loads = await repLoadsOf(tx, scope);
      const rawLoads = await coveredLoadsCountedAfresh(tx, reportTaskCondition(scope));
      expect(byUser(loads)).toEqual(byUser(rawLoads));
      // Five cases in range, the first rep on each, the second on the two of odd rank.
      expect(loads.reduce((n, l) => n + l.tasks, 0)).toBe(7);
    });
  });
});

describe('the Incomplete counts', () => {
  it('answer a half-hour zone\u2019s range at any moment exactly as the open tasks that have ended do', async () => {
    await inRolledBackOf(database, async (tx) => {
      await edgeTasks(tx);
      const place = places[0] as TaskPlace;
      // Longer cases of the whole UTC days: ending on 2 May (before and after its noon), and days later.
      const long = (start: string, end: string, status: TaskStatus) => ({
        ...place,
        name: 'Long case',
        startDate: new Date(start),
        endDate: new Date(end),
        timeZone: zone,
        status,
        caseNumber: 'READER',
      });
      await tx
        .insert(tasks)
        .values([
          long('2024-05-01T09:00:00.000Z', '2024-05-02T10:00:00.000Z', 'assigned'),
          long('2024-05-01T10:00:00.000Z', '2024-05-02T14:00:00.000Z', 'inprogress'),
          long('2024-05-01T11:00:00.000Z', '2024-05-06T11:00:00.000Z', 'pending'),
          long('2024-05-02T01:00:00.000Z', '2024-05-02T02:00:00.000Z', 'uncovered'),
          long('2024-05-02T03:00:00.000Z', '2024-05-02T04:00:00.000Z', 'completed'),
        ]);
      const scopes: [string, ReportScope][] = [
        ['every hospital', scopeOf({ accountIds: [...new Set(places.map((p) => p.accountId))] })],
        ['one department', scopeOf({ accountIds: [place.accountId], departmentIds: [place.departmentId] })],
        ['a company', scopeOf({ companyId: place.companyId })],
        [
          'a company\u2019s division',
          scopeOf({ companyId: place.companyId, unitIds: place.divisionId ? [place.divisionId] : [] }),
        ],
      ];
      const byKey = (groups: { keys: { department: string }; byStatus: Record<TaskStatus, number> }[]) =>
        new Map(groups.flatMap((g) => INCOMPLETE_STATUSES.map((s) => [`${g.keys.department}|${s}`, g.byStatus[s]])));
      // Before the range, inside it (noon of 2 May, UTC), on its last day, and long after.
      const moments = [
        '2024-04-29T00:00:00.000Z',
        '2024-05-02T12:00:00.000Z',
        '2024-05-03T06:00:00.000Z',
        '2025-01-01T00:00:00.000Z',
      ];
      const totals: number[] = [];
      for (const iso of moments) {
        const now = new Date(iso);
        for (const [name, scope] of scopes) {
          const counted = await incompleteCounts(tx, { scope, now });
          const raw = await taskCounts(tx, {
            scope,
            keys: ['department'],
            where: endedBefore(now, INCOMPLETE_STATUSES),
          });
          expect(byKey(counted), `${name} at ${iso}`).toEqual(byKey(raw));
          if (name === 'every hospital') totals.push(counted.reduce((n, g) => n + g.total, 0));
        }
      }
      // Open edge cases in range: the uncovered at 18:45 and the assigned at 23:59 on 30 April, the
      // in-progress on 1 May, the uncovered at 18:10, the pending on 2 May, the assigned on 3 May;
      // and the long ones: by noon of 2 May the first and the 01:00 uncovered have ended.
      expect(totals).toEqual([0, 6, 9, 10]);
    });
  });
});

/** The workbook's placements counted from the tasks alone over the whole range (as before the facts). */
async function placementsFromTasks(tx: DbOrTx, scope: ReportScope) {
  const rows = await tx
    .select({
      status: tasks.status,
      divisionId: tasks.divisionId,
      repIds: sql<string[]>`coalesce((select array_agg(a.user_id::text order by a.user_id)
        from ${taskAssignees} a where a.task_id = ${tasks.id}), '{}')`,
    })
    .from(tasks)
    .where(reportTaskCondition(scope));
  const counted = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.status}|${r.divisionId ?? ''}|${r.repIds.join(',')}`;
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  return counted;
}

describe('the Task Summary placements', () => {
  it('answer a half-hour zone\u2019s range, whole or narrowed to units, exactly as the tasks and their people do', async () => {
    await inRolledBackOf(database, async (tx) => {
      await edgeTasks(tx);
      const companyId = (places[0] as TaskPlace).companyId;
      const [placed] = await tx
        .select({ unitId: users.unitId })
        .from(users)
        .where(and(inArray(users.id, people), isNotNull(users.unitId)))
        .limit(1);
      const divisions = [...new Set(places.flatMap((p) => (p.divisionId ? [p.divisionId] : [])))];
      const scopes: [string, ReportScope][] = [
        ['the company', scopeOf({ companyId })],
        ['the hospitals', scopeOf({ accountIds: [...new Set(places.map((p) => p.accountId))], companyId })],
        ['a division', scopeOf({ companyId, unitIds: divisions.slice(0, 1) })],
        ['a rep\u2019s unit', scopeOf({ companyId, unitIds: placed?.unitId ? [placed.unitId] : [] })],
        ['no unit', scopeOf({ companyId, unitIds: [] })],
      ];
      expect(placed?.unitId).toBeTruthy();
      expect(divisions.length).toBeGreaterThan(0);
      for (const [name, scope] of scopes) {
        const placements = await taskPlacements(tx, scope);
        const fromFacts = new Map(
          placements.map((p) => [`${p.status}|${p.divisionId ?? ''}|${p.repIds.join(',')}`, p.tasks]),
        );
        expect(fromFacts, name).toEqual(await placementsFromTasks(tx, scope));
      }
      // Every hospital, any company: the nine edge cases in range (the demo data has none then),
      // five of them in the partial UTC days at the range's ends.
      const all = await taskPlacements(tx, scopeOf({ accountIds: [...new Set(places.map((p) => p.accountId))] }));
      expect(all.reduce((n, p) => n + p.tasks, 0)).toBe(9);
    });
  });
});
