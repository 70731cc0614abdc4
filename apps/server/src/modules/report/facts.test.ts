import { TASK_STATUSES, dayRangeInZone, type TaskStatus } from '@casecover/shared';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { reportBookingFacts, reportOpenFacts, reportTaskFacts, services, tasks } from '../../db/schema/index';
import { surveyScore, taskFacts, wholeUtcDays } from './facts-reader';
import { checkRandomHistories, factsDatabase, pickedTasks, updateTasks } from './facts-test-helpers';
import { INCOMPLETE_STATUSES } from './queries';
import { reportTaskCondition, type ReportScope } from './scope';

const { world, inRolledBack } = factsDatabase();

const factKey = (r: Record<string, unknown>) =>
  [r.day, r.accountId, r.departmentId, r.companyId, r.divisionId, r.serviceId, r.status].join('|');

/** A whole facts table (by start or by booking), and the same counts computed from tasks, both sorted by key. */
async function factsAndTruth(tx: DbOrTx, date: 'start' | 'booked' = 'start') {
  const f = date === 'start' ? reportTaskFacts : reportBookingFacts;
  const facts = await tx
    .select({
      day: f.day,
      accountId: f.accountId,
      departmentId: f.departmentId,
      companyId: f.companyId,
      divisionId: f.divisionId,
      serviceId: f.serviceId,
      status: f.status,
      tasks: f.tasks,
      surveySum: f.surveySum,
      surveyCount: f.surveyCount,
      minutes: f.minutes,
    })
    .from(f);
  const taskDay = date === 'start' ? tasks.startDate : tasks.createdAt;
  const day = sql<string>`to_char(${taskDay} at time zone 'UTC', 'YYYY-MM-DD')`;
  const truth = await tx
    .select({
      day,
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      divisionId: tasks.divisionId,
      serviceId: tasks.serviceId,
      status: tasks.status,
      tasks: sql<number>`count(*)`.mapWith(Number),
      surveySum: sql<number>`coalesce(sum(${surveyScore}), 0)`.mapWith(Number),
      surveyCount: sql<number>`count(${surveyScore})`.mapWith(Number),
      minutes: sql<number>`sum(round(extract(epoch from ${tasks.endDate} - ${tasks.startDate}) / 60))`.mapWith(Number),
    })
    .from(tasks)
    .groupBy(
      day,
      tasks.accountId,
      tasks.departmentId,
      tasks.companyId,
      tasks.divisionId,
      tasks.serviceId,
      tasks.status,
    );
  const sort = <T extends Record<string, unknown>>(rows: T[]) =>
    [...rows].sort((a, b) => factKey(a).localeCompare(factKey(b)));
  return { facts: sort(facts), truth: sort(truth) };
}

/** report_open_facts whole, and the open tasks counted afresh by start day, end day and place, both sorted. */
async function openFactsAndTruth(tx: DbOrTx) {
  const f = reportOpenFacts;
  const facts = await tx
    .select({
      day: f.day,
      endDay: f.endDay,
      accountId: f.accountId,
      departmentId: f.departmentId,
      companyId: f.companyId,
      status: f.status,
      tasks: f.tasks,
    })
    .from(f);
  const utcDay = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const truth = await tx
    .select({
      day: utcDay(tasks.startDate),
      endDay: utcDay(tasks.endDate),
      accountId: tasks.accountId,
      departmentId: tasks.departmentId,
      companyId: tasks.companyId,
      status: tasks.status,
      tasks: sql<number>`count(*)`.mapWith(Number),
    })
    .from(tasks)
    .where(inArray(tasks.status, [...INCOMPLETE_STATUSES]))
    .groupBy(
      utcDay(tasks.startDate),
      utcDay(tasks.endDate),
      tasks.accountId,
      tasks.departmentId,
      tasks.companyId,
      tasks.status,
    );
  const key = (r: Record<string, unknown>) =>
    [r.day, r.endDay, r.accountId, r.departmentId, r.companyId, r.status].join('|');
  const sort = <T extends Record<string, unknown>>(rows: T[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  return { facts: sort(facts), truth: sort(truth) };
}

const BASE = Date.UTC(2024, 4, 10);
const SURVEYS = ['', '1', '3', '5', ' 4 ', '6', '0', 'good', '2.5'];

const newTask = fc.record({
  place: fc.nat(),
  minuteOffset: fc.integer({ min: -3 * 1440, max: 3 * 1440 }),
  hours: fc.integer({ min: 0, max: 5 }),
  status: fc.constantFrom(...TASK_STATUSES),
  survey: fc.constantFrom(...SURVEYS),
});
type NewTask = typeof newTask extends fc.Arbitrary<infer T> ? T : never;

const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(newTask, { minLength: 1, maxLength: 8 }) }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    set: fc.oneof(
      fc.record({ status: fc.constantFrom(...TASK_STATUSES) }),
      fc.record({ survey: fc.constantFrom(...SURVEYS) }),
      fc.record({ shiftMinutes: fc.integer({ min: -2000, max: 2000 }) }),
      fc.record({ endShiftMinutes: fc.integer({ min: -600, max: 3000 }) }),
      fc.record({ bookedShiftMinutes: fc.integer({ min: -4000, max: 0 }) }),
      fc.record({ place: fc.nat() }),
      fc.record({ touch: fc.constant(true) }),
    ),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
);

function taskValues(t: NewTask, i: number) {
  const place = world.places[t.place % world.places.length];
  if (!place) throw new Error('the demo data has no tasks');
  const start = new Date(BASE + t.minuteOffset * 60_000);
  return {
    ...place,
    name: `Fact case ${i}`,
    startDate: start,
    endDate: new Date(start.getTime() + t.hours * 3_600_000 + (t.minuteOffset % 7) ** 2 * 60_000),
    timeZone: 'America/New_York',
    status: t.status,
    patientSurvey: t.survey,
    caseNumber: 'FACT',
    createdAt: new Date(start.getTime() - (t.minuteOffset % 5 === 0 ? 90 : 2) * 86_400_000 + t.hours * 60_000),
  };
}

type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

async function apply(tx: DbOrTx, changes: Change[]) {
  let made = 0;
  for (const c of changes) {
    if (c.kind === 'insert') {
      await tx.insert(tasks).values(c.rows.map((r) => taskValues(r, (made += 1))));
      continue;
    }
    const ids = await pickedTasks(tx, 'FACT', c.pick);
    if (!ids.length) continue;
    if (c.kind === 'delete') await tx.delete(tasks).where(inArray(tasks.id, ids));
    else await updateTasks(tx, ids, c.set, world.places);
  }
}

describe('report_task_facts, report_booking_facts and report_open_facts', () => {
  it('equals the tasks counted afresh after any inserts, updates and deletes', async () => {
    await checkRandomHistories(world.database, change, apply, async (tx) => {
      const byStart = await factsAndTruth(tx);
      expect(byStart.facts).toEqual(byStart.truth);
      const byBooking = await factsAndTruth(tx, 'booked');
      expect(byBooking.facts).toEqual(byBooking.truth);
      const open = await openFactsAndTruth(tx);
      expect(open.facts).toEqual(open.truth);
    });
  }, 240_000);

  it('starts equal to the demo data and follows a deletion down to nothing', async () => {
    await inRolledBack(async (tx) => {
      for (const date of ['start', 'booked'] as const) {
        const before = await factsAndTruth(tx, date);
        expect(before.facts.length).toBeGreaterThan(10);
        expect(before.facts).toEqual(before.truth);
      }
      const open = await openFactsAndTruth(tx);
      expect(open.facts.length).toBeGreaterThan(10);
      expect(open.facts).toEqual(open.truth);
      await tx.delete(tasks);
      expect(await tx.select({ day: reportOpenFacts.day }).from(reportOpenFacts)).toEqual([]);
      expect(await tx.select({ day: reportTaskFacts.day }).from(reportTaskFacts)).toEqual([]);
      expect(await tx.select({ day: reportBookingFacts.day }).from(reportBookingFacts)).toEqual([]);
    });
  });
});

describe('wholeUtcDays', () => {
  it('keeps the UTC days wholly inside the range, the end being inclusive', () => {
    const r = wholeUtcDays(new Date('2024-05-01T18:30:00Z'), new Date('2024-05-04T18:29:59.999Z'));
    expect(r).toEqual({ from: new Date('2024-05-02T00:00:00Z'), to: new Date('2024-05-04T00:00:00Z') });
    const exact = wholeUtcDays(new Date('2024-05-01T00:00:00Z'), new Date('2024-05-01T23:59:59.999Z'));
    expect(exact).toEqual({ from: new Date('2024-05-01T00:00:00Z'), to: new Date('2024-05-02T00:00:00Z') });
    expect(wholeUtcDays(new Date('2024-05-01T00:00:01Z'), new Date('2024-05-02T23:59:59.998Z'))).toBeNull();
  });
});

describe('taskFacts', () => {
  const zone = 'Asia/Kolkata';
  // 1–3 May 2024 in Kolkata (UTC+05:30): 30 April 18:30Z to 3 May 18:29:59.999Z.
  const days = dayRangeInZone('2024-05-01', '2024-05-03', zone);
  const range = { start: new Date(days.startDate), end: new Date(days.endDate) };

  function scopeOf(p: Partial<ReportScope>): ReportScope {
    return {
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
    };
  }

  it('counts a half-hour zone\u2019s days exactly: whole UTC days from the facts, the edges from the tasks', async () => {
    expect(range.start.toISOString()).toBe('2024-04-30T18:30:00.000Z');
    expect(range.end.toISOString()).toBe('2024-05-03T18:29:59.999Z');
    await inRolledBack(async (tx) => {
      const place = world.places[0];
      const other = world.places.find((p) => p.departmentId !== place?.departmentId) ?? world.places[1];
      if (!place || !other) throw new Error('the demo data has no tasks');
      const at = (iso: string, where = place, status: TaskStatus = 'completed', patientSurvey = '') => ({
        ...where,
        name: 'Edge case',
        startDate: new Date(iso),
        createdAt: new Date(new Date(iso).getTime() - 86_400_000),
        endDate: new Date(new Date(iso).getTime() + 90 * 60_000),
        timeZone: zone,
        status,
        patientSurvey,
      });
      await tx.insert(tasks).values([
        at('2024-04-30T18:29:59.999Z'), // 23:59:59.999 on 30 April in Kolkata: out
        at('2024-04-30T18:30:00.000Z', place, 'completed', '5'), // first instant of 1 May: in
        at('2024-04-30T23:59:00.000Z', other, 'uncovered'), // partial UTC day: in
        at('2024-05-01T00:00:00.000Z', place, 'completed', '3'), // whole UTC day: in
        at('2024-05-02T12:00:00.000Z', other, 'cancelled'),
        at('2024-05-02T23:59:59.999Z'),
        at('2024-05-03T00:00:00.000Z', place, 'assigned'), // first instant of the partial UTC day at the end
        at('2024-05-03T18:29:59.999Z', other, 'completed', '4'), // last instant of 3 May: in
        at('2024-05-03T18:30:00.000Z'), // 4 May: out
      ]);
      const scope = scopeOf({ accountIds: [place.accountId, other.accountId] });
      const rows = await taskFacts(tx, scope, { by: ['departmentId', 'status'] });
      const raw = await tx
        .select({
          departmentId: tasks.departmentId,
          status: tasks.status,
          tasks: sql<number>`count(*)`.mapWith(Number),
          surveySum: sql<number>`coalesce(sum(${surveyScore}), 0)`.mapWith(Number),
        })
        .from(tasks)
        .where(reportTaskCondition(scope))
        .groupBy(tasks.departmentId, tasks.status);
      const byKey = (r: { departmentId: string; status: string }) => `${r.departmentId}|${r.status}`;
      expect(new Map(rows.map((r) => [byKey(r), [r.tasks, r.surveySum]]))).toEqual(
        new Map(raw.map((r) => [byKey(r), [r.tasks, r.surveySum]])),
      );
      expect(rows.reduce((n, r) => n + r.tasks, 0)).toBe(7);
      const all = await taskFacts(tx, scope, { by: [] });
      expect(all).toEqual([{ tasks: 7, surveySum: 12, surveyCount: 3, minutes: 630 }]);
      // Booked in the range (created_at) rather than starting in it: every edge task was booked
      // a day before its start, so the range holds the bookings of the five starting 2–4 May.
      const booked = await taskFacts(tx, scope, { by: [], date: 'booked' });
      const bookedRaw = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(tasks)
        .where(
          sql`${reportTaskCondition(scope, { dates: false })} and ${tasks.createdAt} between ${range.start} and ${range.end}`,
        );
      expect(booked[0]?.tasks).toBe(bookedRaw[0]?.n);
      expect(booked[0]?.tasks).toBe(5);
      const done = await taskFacts(tx, scope, { by: ['status'], statuses: ['completed'] });
      expect(done).toEqual([{ status: 'completed', tasks: 4, surveySum: 12, surveyCount: 3, minutes: 360 }]);
      // Narrowed to a part of a company's hierarchy the tasks are read directly; same answer here.
      const units = await tx
        .select({ id: services.divisionId })
        .from(services)
        .where(sql`${services.divisionId} is not null`);
      const unitIds = [...new Set([place.divisionId, other.divisionId, ...units.map((u) => u.id)])].filter(
        (id): id is string => Boolean(id),
      );
      const direct = await taskFacts(tx, scopeOf({ accountIds: scope.accountIds, unitIds }), { by: [] });
      const viaUnits = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(tasks)
        .where(reportTaskCondition(scopeOf({ accountIds: scope.accountIds, unitIds })));
      expect(direct.reduce((n, r) => n + r.tasks, 0)).toBe(viaUnits[0]?.n);
    });
  });
});
