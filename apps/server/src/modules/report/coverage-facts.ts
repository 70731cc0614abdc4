import { startOfLocalDay } from '@casecover/shared';
import { and, eq, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  reportAcceptanceDays,
  reportAcceptances,
  reportHourFacts,
  reportHourTotals,
  tasks,
} from '../../db/schema/index';
import { periodsOf } from './coverage-periods';
import * as q from './coverage-queries';
import { dayFactsPlan, inList, isoDay, wholeUnits } from './facts-reader';
import { reportTaskCondition, type ReportScope } from './scope';

const HOUR_MS = 3_600_000;

/**
 * The UTC hours of the range that a period of the zone begins inside (a half-hour zone's
 * midnight): their tasks belong to two periods, so they are read from tasks, not the hour facts.
 */
function splitHours(scope: ReportScope, bucket: q.CoverageBucket): Date[] {
  return periodsOf(scope.start, scope.end, scope.timeZone, bucket)
    .map((p) => startOfLocalDay(p.period, scope.timeZone))
    .filter((ms) => ms % HOUR_MS !== 0)
    .map((ms) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS));
}

/**
 * The owners whose rollups (report_hour_totals, report_acceptance_days) answer for the scope: its
 * accounts, or its company, when nothing else narrows it. Null when it needs the finer facts.
 */
function ownersOf(scope: ReportScope): string[] | null {
  if (scope.departmentIds || scope.unitIds) return null;
  if (scope.accountIds && !scope.companyId) return scope.accountIds.length ? scope.accountIds : null;
  if (scope.companyId && !scope.accountIds) return [scope.companyId];
  return null;
}

/**
 * Tasks and uncovered tasks per period of the zone (see coverageByPeriod): the whole UTC hours
 * of the range that lie in one period from report_hour_facts, the rest (the partial hours at the
 * edges, an hour a period begins inside) from tasks, so the answer is exact in any zone. The
 * hours of a scope that is one hospital's (or health system's) or one company's come from
 * report_hour_totals, one row an hour; a scope narrowed further from the facts by department and
 * company. A scope narrowed to part of a company's hierarchy reads the tasks alone.
 */
export async function coverageFromFacts(db: DbOrTx, p: { scope: ReportScope; bucket: q.CoverageBucket }) {
  const { scope, bucket } = p;
  const hours = scope.unitIds ? null : wholeUnits(scope.start, scope.end, HOUR_MS);
  if (!hours) return q.coverageByPeriod(db, { where: reportTaskCondition(scope), bucket, timeZone: scope.timeZone });
  const split = splitHours(scope, bucket).filter((h) => h >= hours.from && h < hours.to);
  // Each span its own range of the covering index (see edgeSpans).
  const place = reportTaskCondition(scope, { dates: false });
  const span = (from: Date, to: Date) => and(place, gte(tasks.startDate, from), lt(tasks.startDate, to)) as SQL;
  const spans = [
    ...(scope.start < hours.from ? [span(scope.start, hours.from)] : []),
    ...(hours.to <= scope.end
      ? [and(place, gte(tasks.startDate, hours.to), lte(tasks.startDate, scope.end)) as SQL]
      : []),
    ...split.map((h) => span(h, new Date(h.getTime() + HOUR_MS))),
  ];
  // Summed per hour first: the zone's conversion then runs once an hour, not once a fact row.
  const owners = ownersOf(scope);
  const t = reportHourTotals;
  const f = reportHourFacts;
  const perHour = owners
    ? db
        .select({
          hour: t.hour,
          total: sql<number>`sum(${t.tasks})`.as('total'),
          uncovered: sql<number>`sum(${t.uncovered})`.as('uncovered'),
        })
        .from(t)
        .where(
          and(
            inArray(t.ownerId, owners),
            gte(t.hour, hours.from),
            lt(t.hour, hours.to),
            split.length ? notInArray(t.hour, split) : undefined,
          ),
        )
        .groupBy(t.hour)
        .as('per_hour')
    : db
        .select({
          hour: f.hour,
          total: sql<number>`sum(${f.tasks})`.as('total'),
          uncovered: sql<number>`sum(${f.uncovered})`.as('uncovered'),
        })
        .from(f)
        .where(
          and(
            gte(f.hour, hours.from),
            lt(f.hour, hours.to),
            split.length ? notInArray(f.hour, split) : undefined,
            inList(f.accountId, scope.accountIds),
            inList(f.departmentId, scope.departmentIds),
            scope.companyId ? eq(f.companyId, scope.companyId) : undefined,
          ),
        )
        .groupBy(f.hour)
        .as('per_hour');
  const period = sql<string>`to_char(date_trunc(${bucket}, ${perHour.hour} at time zone ${scope.timeZone}), 'YYYY-MM-DD')`;
  const [factRows, ...rawRows] = await Promise.all([
    db
      .select({
        period,
        total: sql<number>`sum(${perHour.total})`.mapWith(Number),
        uncovered: sql<number>`sum(${perHour.uncovered})`.mapWith(Number),
      })
      .from(perHour)
      .groupBy(sql`1`),
    ...spans.map((where) => q.coverageByPeriod(db, { where, bucket, timeZone: scope.timeZone })),
  ]);
  const merged = new Map<string, { period: string } & q.CoverageCount>();
  for (const row of [...rawRows.flat(), ...factRows]) {
    const seen = merged.get(row.period);
    if (seen) {
      seen.total += row.total;
      seen.uncovered += row.uncovered;
    } else merged.set(row.period, { ...row });
  }
  return [...merged.values()];
}

/** The scope's acceptances (by account, department and company), at any start date. */
function acceptancePlace(scope: ReportScope): SQL {
  const a = reportAcceptances;
  return and(
    inList(a.accountId, scope.accountIds),
    inList(a.departmentId, scope.departmentIds),
    scope.companyId ? eq(a.companyId, scope.companyId) : undefined,
  ) as SQL;
}

/**
 * How many of the scope's acceptances fall in each delay bucket, ascending: the owners' whole
 * UTC days from report_acceptance_days, the edges from report_acceptances (see dayFactsPlan).
 * Null when the range holds no whole UTC day.
 */
async function acceptancesPerBucket(
  db: DbOrTx,
  scope: ReportScope,
  owners: string[],
): Promise<[bucket: number, count: number][] | null> {
  const a = reportAcceptances;
  const d = reportAcceptanceDays;
  const place = acceptancePlace(scope);
  const plan = dayFactsPlan(scope, a.startDate, place);
  if (!plan) return null;
  const raw = (where: SQL) =>
    db
      .select({ bucket: a.delayBucket, count: sql<number>`count(*)`.mapWith(Number) })
      .from(a)
      .where(where)
      .groupBy(a.delayBucket);
  const [facts, added, subtracted] = await Promise.all([
    db
      .select({ bucket: d.bucket, count: sql<number>`sum(${d.accepted})`.mapWith(Number) })
      .from(d)
      .where(and(inArray(d.ownerId, owners), gte(d.day, isoDay(plan.days.from)), lt(d.day, isoDay(plan.days.to))))
      .groupBy(d.bucket),
    Promise.all(plan.add.map(raw)),
    Promise.all(plan.subtract.map(raw)),
  ]);
  const counts = new Map<number, number>();
  const count = (rows: { bucket: number; count: number }[], sign: number) => {
    for (const r of rows) counts.set(r.bucket, (counts.get(r.bucket) ?? 0) + sign * r.count);
  };
  count(facts, 1);
  for (const rows of added) count(rows, 1);
  for (const rows of subtracted) count(rows, -1);
  return [...counts].filter(([, n]) => n > 0).sort((x, y) => x[0] - y[0]);
}

/** The bucket holding the `position`-th smallest delay (0-based), and how many delays lie in lower buckets. */
function bucketAt(buckets: [number, number][], position: number): { bucket: number; below: number } | null {
  let below = 0;
  for (const [bucket, n] of buckets) {
    if (position < below + n) return { bucket, below };
    below += n;
  }
  return null;
}

/**
 * The median minutes from booking to a rep's first acceptance over the scope's accepted tasks
 * (see acceptanceDelay), exactly as percentile_cont takes it. For one hospital's (or health
 * system's) or one company's scope without reading every acceptance: they are counted per delay
 * bucket (see acceptancesPerBucket), then only the one or two buckets holding the middle delays
 * are read, in order. A scope narrowed by department reads its acceptances through a covering
 * index; one narrowed to part of a company's hierarchy, the tasks and their history.
 */
export async function acceptanceFromFacts(db: DbOrTx, scope: ReportScope) {
  if (scope.unitIds) return q.acceptanceDelay(db, { where: reportTaskCondition(scope) });
  const owners = ownersOf(scope);
  const buckets = owners ? await acceptancesPerBucket(db, scope, owners) : null;
  if (!buckets) return acceptanceOfRows(db, scope);
  const accepted = buckets.reduce((n, [, count]) => n + count, 0);
  if (accepted === 0) return { medianMinutes: null, accepted: 0 };
  // percentile_cont(0.5): the middle delay, or the two middle ones interpolated half-way.
  const lo = Math.floor((accepted - 1) / 2);
  const hi = accepted - 1 - lo;
  const a = reportAcceptances;
  const delays = (bucket: number, offset: number, limit: number) =>
    db
      .select({ minutes: a.delayMinutes })
      .from(a)
      .where(
        and(
          acceptancePlace(scope),
          eq(a.delayBucket, bucket),
          gte(a.startDate, scope.start),
          lte(a.startDate, scope.end),
        ),
      )
      .orderBy(a.delayMinutes)
      .offset(offset)
      .limit(limit);
  const low = bucketAt(buckets, lo);
  const high = bucketAt(buckets, hi);
  if (!low || !high) return acceptanceOfRows(db, scope);
  const [lowRows, highRows] = await Promise.all([
    delays(low.bucket, lo - low.below, low.bucket === high.bucket ? hi - lo + 1 : 1),
    low.bucket === high.bucket ? Promise.resolve([]) : delays(high.bucket, hi - high.below, 1),
  ]);
  const [first, second] = [...lowRows, ...highRows].map((r) => r.minutes);
  // An acceptance written between the two reads moved the middle: count them all instead.
  if (first === undefined) return acceptanceOfRows(db, scope);
  const last = lo === hi ? first : second;
  if (last === undefined) return acceptanceOfRows(db, scope);
  return { medianMinutes: first + (last - first) * 0.5, accepted };
}

/** The median over every acceptance of the scope (see acceptanceFromFacts), read one row each. */
async function acceptanceOfRows(db: DbOrTx, scope: ReportScope) {
  const a = reportAcceptances;
  const [row] = await db
    .select({
      medianMinutes: sql<number | null>`percentile_cont(0.5) within group (order by ${a.delayMinutes})`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
      accepted: sql<number>`count(*)`.mapWith(Number),
    })
    .from(a)
    .where(and(acceptancePlace(scope), gte(a.startDate, scope.start), lte(a.startDate, scope.end)));
  return { medianMinutes: row?.medianMinutes ?? null, accepted: row?.accepted ?? 0 };
}
