import { AWAITING_REP_STATUSES, localDays } from '@casecover/shared';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, taskAssignees, tasks, users } from '../../db/schema/index';
import { scopeCondition, type TaskScope } from '../../scope/task-scope';

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

/** A stretch of one local day to look for task starts in; `needsEnd` stretches lie before the range. */
interface DayPiece {
  day: string;
  start: Date;
  end: Date;
  needsEnd: boolean;
}

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

/** `(values …) as piece(day, s, e)`, for a lateral join per stretch of a day. */
function piecesTable(pieces: DayPiece[]) {
  const rows = pieces.map(
    (x) => sql`(${x.day}::text, ${x.start.toISOString()}::timestamptz, ${x.end.toISOString()}::timestamptz)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as piece(day, s, e)`;
}

/**
 * The calendar's events: per local day of the start, at most `perDay` (by start time), plus
 * how many each crowded day left out. Each day is read through the list index on its own:
 * its first `perDay` starts, and a count of the rest (index-only where the scope allows), so
 * a crowded month costs a walk over index entries, not a sort of every task in it.
 */
export async function calendarEvents(
  db: DbOrTx,
  p: { scope: TaskScope; from: Date; to: Date; timeZone: string; departmentId: string; perDay: number },
) {
  const pieces = dayPieces(p.from, p.to, p.timeZone);
  if (!pieces.length) return { events: [], hidden: [] };
  const base = and(scopeCondition(p.scope), p.departmentId ? eq(tasks.departmentId, p.departmentId) : undefined);
  const inPiece = (needsEnd: boolean) =>
    and(
      base,
      sql`${tasks.startDate} >= piece.s`,
      sql`${tasks.startDate} < piece.e`,
      needsEnd ? sql`${tasks.endDate} > ${p.from.toISOString()}` : undefined,
    );

  const firstIds: { day: string; id: string }[] = [];
  const counts = new Map<string, number>();
  for (const needsEnd of [false, true]) {
    const group = pieces.filter((x) => x.needsEnd === needsEnd);
    if (!group.length) continue;
    const firsts = db
      .select({ id: tasks.id })
      .from(tasks)
      .where(inPiece(needsEnd))
      .orderBy(asc(tasks.startDate), asc(tasks.id))
      .limit(p.perDay)
      .as('firsts');
    firstIds.push(
      ...(await db
        .select({ day: sql<string>`piece.day`, id: firsts.id })
        .from(piecesTable(group))
        .innerJoinLateral(firsts, sql`true`)),
    );
    const counted = db
      .select({ n: count().as('n') })
      .from(tasks)
      .where(inPiece(needsEnd))
      .as('counted');
    const rows = await db
      .select({ day: sql<string>`piece.day`, n: counted.n })
      .from(piecesTable(group))
      .innerJoinLateral(counted, sql`true`);
    for (const r of rows) counts.set(r.day, (counts.get(r.day) ?? 0) + Number(r.n));
  }

  const dayOf = new Map(firstIds.map((r) => [r.id, r.day]));
  const candidates = dayOf.size
    ? await db
        .select(eventColumns)
        .from(tasks)
        .innerJoin(companies, eq(companies.id, tasks.companyId))
        .where(inArray(tasks.id, [...dayOf.keys()]))
        .orderBy(asc(tasks.startDate), asc(tasks.id))
    : [];
  // A split day has two stretches' worth of candidates: keep its first `perDay`.
  const kept = new Map<string, number>();
  const events = candidates.filter((e) => {
    const day = dayOf.get(e.id) ?? '';
    const n = (kept.get(day) ?? 0) + 1;
    kept.set(day, n);
    return n <= p.perDay;
  });
  const hidden = [...counts]
    .filter(([, n]) => n > p.perDay)
    .map(([date, n]) => ({ date, count: n - p.perDay }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { events, hidden };
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

/** The Pending panel: open tasks still to come, soonest first. */
export async function upcomingOpen(
  db: DbOrTx,
  p: { scope: TaskScope; now: Date; departmentId: string; limit: number },
) {
  return db
    .select(eventColumns)
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .where(
      and(
        scopeCondition(p.scope),
        inArray(tasks.status, [...AWAITING_REP_STATUSES]),
        gte(tasks.startDate, p.now),
        p.departmentId ? eq(tasks.departmentId, p.departmentId) : undefined,
      ),
    )
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(p.limit);
}
