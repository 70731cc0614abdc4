import { AWAITING_REP_STATUSES, localDays, type TaskStatus } from '@casecover/shared';
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies, reportHourTotals, taskAssignees, tasks, users } from '../../db/schema/index';
import { scopeCondition, type TaskScope } from '../../scope/task-scope';
import { preparedCache, preparedScope, type PreparedScope } from '../../scope/task-scope-prepared';

const firstAssigneeName = sql<
  string | null
>`(select u.name from ${taskAssignees} ta join ${users} u on u.id = ta.user_id where ta.task_id = ${tasks.id} order by ta.created_at limit 1)`;

/** What a calendar event needs; the query joins companies. */
const eventColumns = {
  id: tasks.id,
  name: tasks.name,
  status: tasks.status,
  isEmergency: tasks.isEmergency,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  companyName: companies.name,
  repName: firstAssigneeName,
};

/** The event's columns, those whose names other tables share given names of their own (`as`). */
const namedEventColumns = () => ({
  ...eventColumns,
  name: sql<string>`${tasks.name}`.as('task_name'),
  companyName: sql<string>`${companies.name}`.as('company_name'),
  repName: firstAssigneeName.as('rep_name'),
});

/** A stretch of one local day to look for task starts in; `needsEnd` stretches lie before the range. */
interface DayPiece {
  day: string;
  start: Date;
  end: Date;
  needsEnd: boolean;
}

const HOUR_MS = 3_600_000;

/** Whether a stretch is whole UTC hours, so its tasks can be counted from the per-hour totals. */
const wholeHours = (x: DayPiece) => !x.needsEnd && x.start.getTime() % HOUR_MS === 0 && x.end.getTime() % HOUR_MS === 0;

/**
 * The local days whose tasks can overlap [from, to): a task lasts at most a day, so starts
 * from a day before `from`. A day crossing `from` is split there: starts before it count only
 * when the task ends after `from`.
 */
function dayPieces(from: Date, to: Date, timeZone: string): DayPiece[] {
  const lookback = new Date(from.getTime() - 86_400_000);
  return localDays(lookback, to, timeZone).flatMap(({ day, start, end }) => {
    const s = start < lookback ? lookback : start;
    const e = end > to ? to : end;
    if (s < from && e > from) {
      return [
        { day, start: s, end: from, needsEnd: true },
        { day, start: from, end: e, needsEnd: false },
      ];
    }
    return [{ day, start: s, end: e, needsEnd: e <= from }];
  });
}

/** A day's stretches as four parallel arrays: the statement's text stays the same for any month. */
function pieceArrays(pieces: DayPiece[]) {
  return {
    days: pieces.map((x) => x.day),
    starts: pieces.map((x) => x.start.toISOString()),
    ends: pieces.map((x) => x.end.toISOString()),
    needsEnd: pieces.map((x) => x.needsEnd),
    whole: pieces.map(wholeHours),
  };
}

const ph = (name: string) => sql.placeholder(name);

/**
 * The owner whose per-hour totals (report_hour_totals, kept by the task triggers in the same
 * transaction as every task write) count exactly what the scope sees: a whole hospital's tasks,
 * or a whole company's, with no department narrowing it. Null for any other scope.
 */
function totalsOwner(scope: PreparedScope, byDepartment: boolean): SQL | null {
  if (byDepartment) return null;
  if (scope.shape === 'acc') return sql`${ph('scopeAccount')}::uuid`;
  if (scope.shape === 'co') return sql`${ph('scopeCompany')}::uuid`;
  return null;
}

/**
 * The dashboard's statement, one prepared per scope shape: for each stretch of a day (unnested
 * from arrays) the count of its tasks (index-only where the scope allows) and its first `perDay`
 * events, read through the list index, so a crowded month costs a walk over index entries; and
 * after them the Pending panel's open tasks still to come (their stretch 0). One round trip, and
 * one wait for a pooled connection.
 */
function dashboardStatement(db: Db, scope: PreparedScope, byDepartment: boolean, name: string) {
  const base = and(scope.condition, byDepartment ? eq(tasks.departmentId, ph('departmentId')) : undefined);
  const inPiece = sql`${tasks.startDate} >= piece.s and ${tasks.startDate} < piece.e`;
  const endsAfterFrom = sql`${tasks.endDate} > ${ph('from')}::timestamptz`;
  const count = (extra?: SQL) => sql`(select count(*) from ${tasks} where ${and(base, inPiece, extra)})`;
  // A day of whole hours in a whole hospital or company: its 24 hourly totals instead of its
  // tasks' index entries (about 750 a day at a million tasks).
  const owner = totalsOwner(scope, byDepartment);
  const h = reportHourTotals;
  const fromTotals = owner
    ? sql`when piece.whole then (select coalesce(sum(${h.tasks}), 0) from ${h}
        where ${h.ownerId} = ${owner} and ${h.hour} >= piece.s and ${h.hour} < piece.e)`
    : sql``;
  const firsts = db
    .select(namedEventColumns())
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .where(and(base, inPiece, sql`(not piece.needs_end or ${endsAfterFrom})`))
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(ph('perDay'))
    .as('firsts');
  const events = db
    .select({
      day: sql<string | null>`piece.day`.as('day'),
      stretch: sql<number>`piece.k`.mapWith(Number).as('stretch'),
      n: sql<number>`stretch.n`.mapWith(Number).as('n'),
      id: firsts.id,
      name: firsts.name,
      status: firsts.status,
      isEmergency: firsts.isEmergency,
      startDate: firsts.startDate,
      endDate: firsts.endDate,
      companyName: firsts.companyName,
      repName: firsts.repName,
    })
    // The count is a lateral of the stretch, not a column beside its events: a subquery in the
    // select list ran once per joined event (five times a day), this once per stretch. `offset 0`
    // keeps the planner from pulling the lateral up into the select list, where it ran per event.
    .from(
      sql`unnest(${ph('days')}::text[], ${ph('starts')}::timestamptz[], ${ph('ends')}::timestamptz[], ${ph('needsEnd')}::boolean[], ${ph('whole')}::boolean[]) with ordinality as piece(day, s, e, needs_end, whole, k)
      cross join lateral (select case when piece.needs_end then ${count(endsAfterFrom)} ${fromTotals} else ${count()} end as n offset 0) as stretch`,
    )
    .leftJoinLateral(firsts, sql`true`);
  const upcoming = db
    .select({
      day: sql<string | null>`null::text`.as('day'),
      stretch: sql<number>`0`.mapWith(Number).as('stretch'),
      n: sql<number>`0`.mapWith(Number).as('n'),
      ...namedEventColumns(),
    })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .where(
      and(
        scope.condition,
        inArray(tasks.status, [...AWAITING_REP_STATUSES]),
        sql`${tasks.startDate} >= ${ph('now')}::timestamptz`,
        byDepartment ? eq(tasks.departmentId, ph('departmentId')) : undefined,
      ),
    )
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(ph('limit'));
  // Rows come in no promised order across the two parts; the caller orders each.
  return events.unionAll(upcoming).prepare(name);
}

const dashboardStatements = preparedCache<ReturnType<typeof dashboardStatement>>();

/**
 * The dashboard: the calendar's events, per local day of the start at most `perDay` (by start
 * time), plus how many each crowded day left out (each day read through the list index on its
 * own: its first `perDay` starts, and a count of them all); and the Pending panel's open tasks
 * still to come, soonest first, at most `upcomingLimit`.
 */
export async function dashboardRows(
  db: Db,
  p: {
    scope: TaskScope;
    from: Date;
    to: Date;
    timeZone: string;
    departmentId: string;
    perDay: number;
    now: Date;
    upcomingLimit: number;
  },
) {
  const pieces = dayPieces(p.from, p.to, p.timeZone);
  const scope = preparedScope(p.scope);
  const byDepartment = Boolean(p.departmentId);
  const name = `cc_dashboard_${scope.shape}${byDepartment ? '_d' : ''}`;
  const statement = dashboardStatements(db, name, () => dashboardStatement(db, scope, byDepartment, name));
  const rows = await statement.execute({
    ...scope.params,
    ...(byDepartment ? { departmentId: p.departmentId } : {}),
    ...pieceArrays(pieces),
    from: p.from.toISOString(),
    perDay: p.perDay,
    now: p.now.toISOString(),
    limit: p.upcomingLimit,
  });
  rows.sort(byStart);

  // One row per event, or one without an event for an empty stretch; each carries its stretch's
  // count. Stretch 0 is the Pending panel's.
  const counts = new Map<string, number>();
  const countedStretches = new Set<number>();
  const kept = new Map<string, number>();
  const events: EventRow[] = [];
  const upcoming: EventRow[] = [];
  for (const { day, stretch, n, ...e } of rows) {
    const event = eventOf(e);
    if (stretch === 0) {
      if (event) upcoming.push(event);
      continue;
    }
    if (day === null) continue;
    if (!countedStretches.has(stretch)) {
      countedStretches.add(stretch);
      counts.set(day, (counts.get(day) ?? 0) + n);
    }
    if (!event) continue;
    // A split day has two stretches' worth of candidates: keep its first `perDay`.
    const k = (kept.get(day) ?? 0) + 1;
    kept.set(day, k);
    if (k <= p.perDay) events.push(event);
  }
  const hidden = [...counts]
    .filter(([, n]) => n > p.perDay)
    .map(([date, n]) => ({ date, count: n - p.perDay }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { events, hidden, upcoming };
}

/** By start, then id (as the list index orders them); rows without an event first. */
function byStart(a: { startDate: Date | null; id: string | null }, b: { startDate: Date | null; id: string | null }) {
  const t = (a.startDate?.getTime() ?? -Infinity) - (b.startDate?.getTime() ?? -Infinity);
  if (t !== 0 && !Number.isNaN(t)) return t;
  return (a.id ?? '').localeCompare(b.id ?? '');
}

interface EventRow {
  id: string;
  name: string;
  status: TaskStatus;
  isEmergency: boolean;
  startDate: Date;
  endDate: Date;
  companyName: string;
  repName: string | null;
}

/** An event from a left-joined row; null when the row has none. */
function eventOf(r: { [K in keyof EventRow]: EventRow[K] | null }): EventRow | null {
  const { id, name, status, isEmergency, startDate, endDate, companyName, repName } = r;
  if (id === null || name === null || status === null || startDate === null || endDate === null) return null;
  return {
    id,
    name,
    status,
    isEmergency: isEmergency ?? false,
    startDate,
    endDate,
    companyName: companyName ?? '',
    repName,
  };
}

/** Every task starting on one local day (the "+N more" popover). */
export async function dayEvents(db: DbOrTx, p: { scope: TaskScope; from: Date; to: Date; departmentId: string }) {
  return db
    .select(eventColumns)
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .where(
      and(
        scopeCondition(p.scope),
        gte(tasks.startDate, p.from),
        sql`${tasks.startDate} < ${p.to.toISOString()}`,
        p.departmentId ? eq(tasks.departmentId, p.departmentId) : undefined,
      ),
    )
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(500);
}
