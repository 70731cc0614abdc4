import { SATISFACTION_SCORE, type TaskStatus } from '@casecover/shared';
import { and, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { reportBookingFacts, reportTaskFacts, tasks } from '../../db/schema/index';
import { reportTaskCondition, type ReportScope } from './scope';

const DAY_MS = 86_400_000;

/** The columns a report can group the facts by. */
export interface FactKeys {
  accountId: string;
  departmentId: string;
  companyId: string;
  divisionId: string | null;
  serviceId: string;
  status: TaskStatus;
}
export type FactKey = keyof FactKeys;

/** What the facts count: tasks, the Patient Survey scores that are a whole 1–5, booked minutes. */
export interface FactMeasures {
  tasks: number;
  surveySum: number;
  surveyCount: number;
  minutes: number;
}
export type FactRow<K extends FactKey> = Pick<FactKeys, K> & FactMeasures;

/** Which date of a task the range reads: its start (most reports) or its booking (the Pipeline). */
export type FactDate = 'start' | 'booked';
const SOURCES = {
  start: { facts: reportTaskFacts, date: tasks.startDate },
  booked: { facts: reportBookingFacts, date: tasks.createdAt },
} as const;

const RAW_COLUMNS: Record<FactKey, PgColumn> = {
  accountId: tasks.accountId,
  departmentId: tasks.departmentId,
  companyId: tasks.companyId,
  divisionId: tasks.divisionId,
  serviceId: tasks.serviceId,
  status: tasks.status,
};

/** A task's Patient Survey score, or null when it is not a whole number in the scale (as the facts' trigger reads it). */
export const surveyScore = sql`case when btrim(${tasks.patientSurvey}) ~ ${`^[${SATISFACTION_SCORE.min}-${SATISFACTION_SCORE.max}]$`}
  then btrim(${tasks.patientSurvey})::int end`;

/**
 * The whole units (UTC days or hours) inside [start, end] (end inclusive, as the reports read
 * it): the facts answer for them, the tasks themselves for the partial spans at either edge.
 * Null when the range holds no whole unit.
 */
export function wholeUnits(start: Date, end: Date, unitMs: number): { from: Date; to: Date } | null {
  const startUnit = Math.floor(start.getTime() / unitMs) * unitMs;
  const from = startUnit === start.getTime() ? startUnit : startUnit + unitMs;
  // A unit is whole when its last millisecond is within the range (tasks start on whole milliseconds).
  const to = Math.floor((end.getTime() + 1) / unitMs) * unitMs;
  return from < to ? { from: new Date(from), to: new Date(to) } : null;
}

/** The whole UTC days inside [start, end] (see wholeUnits). */
export const wholeUtcDays = (start: Date, end: Date) => wholeUnits(start, end, DAY_MS);

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export const inList = (column: PgColumn, ids: readonly string[] | null): SQL | undefined =>
  ids ? (ids.length ? inArray(column, [...ids]) : sql`false`) : undefined;

/** The columns every daily facts table has: its day and the place a report's scope filters by. */
interface DailyFacts {
  day: PgColumn;
  accountId: PgColumn;
  departmentId: PgColumn;
  companyId: PgColumn;
}

/** A daily facts table's rows for the whole days `days`, within the scope's accounts, departments and company. */
export function dailyFactsInScope(f: DailyFacts, scope: ReportScope, days: { from: Date; to: Date }): SQL {
  return and(
    gte(f.day, isoDay(days.from)),
    lt(f.day, isoDay(days.to)),
    inList(f.accountId, scope.accountIds),
    inList(f.departmentId, scope.departmentIds),
    scope.companyId ? sql`${f.companyId} = ${scope.companyId}` : undefined,
  ) as SQL;
}

/**
 * The scope's tasks (start, or with `column` another date, in range) outside `whole`: the partial
 * span before its first instant and the one after its end, each a condition of its own (none
 * when empty). Each is read as a separate range of a covering index (an index-only scan); one
 * condition OR-ing both would be read as a bitmap, one heap page per task.
 */
export function edgeSpans(
  scope: ReportScope,
  whole: { from: Date; to: Date },
  column: PgColumn = tasks.startDate,
): SQL[] {
  const place = reportTaskCondition(scope, { dates: false });
  const spans: SQL[] = [];
  if (scope.start < whole.from) spans.push(and(place, gte(column, scope.start), lt(column, whole.from)) as SQL);
  if (whole.to <= scope.end) spans.push(and(place, gte(column, whole.to), lte(column, scope.end)) as SQL);
  return spans;
}

/**
 * How a reader of daily facts covers the scope's range with the fewest tasks read: the whole UTC
 * days inside it from the facts, and each partial day at an edge either from its tasks (`add`)
 * or, when that part is over half a day, as its whole day from the facts less the tasks of the
 * rest of that day (`subtract`). Each span read from tasks is then 12 hours at most, in any
 * zone: New York's first local day of a range is 20 hours of one UTC day, read as its other 4.
 * Null when the range holds no whole UTC day, or the scope is a part of a company's hierarchy
 * (the facts do not follow the reps' units): the reader then counts the scope's tasks alone.
 * `column` and `place` name the rows the spans read (by default the scope's tasks by start).
 */
export interface DayFactsPlan {
  days: { from: Date; to: Date };
  add: SQL[];
  subtract: SQL[];
}

export function dayFactsPlan(
  scope: ReportScope,
  column: PgColumn = tasks.startDate,
  place: SQL = reportTaskCondition(scope, { dates: false }),
): DayFactsPlan | null {
  const whole = scope.unitIds ? null : wholeUtcDays(scope.start, scope.end);
  if (!whole) return null;
  const half = DAY_MS / 2;
  let from = whole.from;
  let to = whole.to;
  const add: SQL[] = [];
  const subtract: SQL[] = [];
  const head = whole.from.getTime() - scope.start.getTime();
  if (head > half) {
    from = new Date(whole.from.getTime() - DAY_MS);
    subtract.push(and(place, gte(column, from), lt(column, scope.start)) as SQL);
  } else if (head > 0) add.push(and(place, gte(column, scope.start), lt(column, whole.from)) as SQL);
  // The range ends on its last millisecond, inclusive.
  const tail = scope.end.getTime() + 1 - whole.to.getTime();
  if (tail > half) {
    to = new Date(whole.to.getTime() + DAY_MS);
    subtract.push(and(place, gt(column, scope.end), lt(column, to)) as SQL);
  } else if (tail > 0) add.push(and(place, gte(column, whole.to), lte(column, scope.end)) as SQL);
  return { days: { from, to }, add, subtract };
}

/** The conditions a reader's query over tasks runs with: the edges of `days`, or the whole scope without facts. */
export const taskSpans = (scope: ReportScope, days: { from: Date; to: Date } | null, column?: PgColumn): SQL[] =>
  days ? edgeSpans(scope, days, column) : [reportTaskCondition(scope)];

/**
 * Tasks of the report's scope whose start (or, with `date: 'booked'`, booking) falls in the
 * range, counted by the `by` columns (optionally only some statuses): read from the facts for
 * the whole UTC days of the range and from tasks for the partial days at its edges (an edge over
 * half a day as its day less the rest; see dayFactsPlan), so the answer is exact in any zone. A scope narrowed to a part of a company's hierarchy (which also
 * follows the reps assigned) reads the tasks alone.
 */
export async function taskFacts<K extends FactKey>(
  db: DbOrTx,
  scope: ReportScope,
  p: { by: readonly K[]; statuses?: readonly TaskStatus[]; date?: FactDate },
): Promise<FactRow<K>[]> {
  const source = SOURCES[p.date ?? 'start'];
  const f = source.facts;
  const plan = dayFactsPlan(scope, source.date);
  const statusIn = (column: PgColumn) => (p.statuses ? inList(column, p.statuses) : undefined);
  const booked = p.date === 'booked';
  const wholeRange = booked
    ? (and(
        reportTaskCondition(scope, { dates: false }),
        gte(tasks.createdAt, scope.start),
        lte(tasks.createdAt, scope.end),
      ) as SQL)
    : reportTaskCondition(scope);

  const rawKeys = Object.fromEntries(p.by.map((k) => [k, RAW_COLUMNS[k]]));
  // The Pipeline counts only: its index by booking carries no survey or duration.
  const zero = sql<number>`0`.mapWith(Number);
  const rawQuery = (span: SQL) => {
    const q = db
      .select({
        ...rawKeys,
        tasks: sql<number>`count(*)`.mapWith(Number),
        surveySum: booked ? zero : sql<number>`coalesce(sum(${tasks.surveyScore}), 0)`.mapWith(Number),
        surveyCount: booked ? zero : sql<number>`count(${tasks.surveyScore})`.mapWith(Number),
        minutes: booked
          ? zero
          : sql<number>`coalesce(sum(round(extract(epoch from ${tasks.endDate} - ${tasks.startDate}) / 60)), 0)`.mapWith(
              Number,
            ),
      })
      .from(tasks)
      .where(and(span, statusIn(tasks.status)))
      .$dynamic();
    return p.by.length ? q.groupBy(...p.by.map((k) => RAW_COLUMNS[k])) : q;
  };

  const factColumn = (k: FactKey): PgColumn => f[k];
  const factKeys = Object.fromEntries(p.by.map((k) => [k, factColumn(k)]));
  const factsQuery = db
    .select({
      ...factKeys,
      tasks: sql<number>`coalesce(sum(${f.tasks}), 0)`.mapWith(Number),
      surveySum: sql<number>`coalesce(sum(${f.surveySum}), 0)`.mapWith(Number),
      surveyCount: sql<number>`coalesce(sum(${f.surveyCount}), 0)`.mapWith(Number),
      minutes: sql<number>`coalesce(sum(${f.minutes}), 0)`.mapWith(Number),
    })
    .from(f)
    .where(and(plan ? dailyFactsInScope(f, scope, plan.days) : sql`false`, statusIn(f.status)))
    .$dynamic();
  const facts = p.by.length ? factsQuery.groupBy(...p.by.map(factColumn)) : factsQuery;

  const [factRows, added, subtracted] = await Promise.all([
    plan ? facts : Promise.resolve([]),
    Promise.all((plan ? plan.add : [wholeRange]).map(rawQuery)),
    Promise.all((plan ? plan.subtract : []).map(rawQuery)),
  ]);
  const less = subtracted.flat().map((r) => ({
    ...r,
    tasks: -r.tasks,
    surveySum: -r.surveySum,
    surveyCount: -r.surveyCount,
    minutes: -r.minutes,
  }));
  const merged = new Map<string, FactRow<K>>();
  for (const row of [...factRows, ...added.flat(), ...less] as unknown as FactRow<K>[]) {
    const key = p.by.map((k) => String(row[k])).join('|');
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...row });
    else {
      seen.tasks += row.tasks;
      seen.surveySum += row.surveySum;
      seen.surveyCount += row.surveyCount;
      seen.minutes += row.minutes;
    }
  }
  return [...merged.values()].filter((r) => r.tasks > 0);
}
