import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskHistory, tasks } from '../../db/schema/index';

/** How a report's periods are cut: the zone's local days, Monday-start weeks or months. */
export type CoverageBucket = 'day' | 'week' | 'month';

/** Tasks and uncovered tasks of a group. */
export interface CoverageCount {
  total: number;
  uncovered: number;
}

const total = sql<number>`count(*)`.mapWith(Number);
const uncovered = sql<number>`count(*) filter (where ${tasks.status} = 'uncovered')`.mapWith(Number);
/**
 * The counts per period: each task under the first day of its local day, week (Monday) or month
 * in the zone, as YYYY-MM-DD. Periods without tasks are absent (the service fills them in).
 */
export async function coverageByPeriod(db: DbOrTx, p: { where: SQL; bucket: CoverageBucket; timeZone: string }) {
  const local = sql`${tasks.startDate} at time zone ${p.timeZone}`;
  // Grouped by position: the zone and unit are parameters, so a repeated expression would not match the select's.
  return db
    .select({ period: sql<string>`to_char(date_trunc(${p.bucket}, ${local}), 'YYYY-MM-DD')`, total, uncovered })
    .from(tasks)
    .where(p.where)
    .groupBy(sql`1`);
}

/**
 * The median minutes from booking (tasks.created_at) to a rep's first acceptance (the history
 * row `accept` → `assigned` that the company side writes), over the tasks that were accepted.
 */
export async function acceptanceDelay(db: DbOrTx, p: { where: SQL }) {
  const acceptedAt = sql`(select min(${taskHistory.createdAt}) from ${taskHistory}
    where ${taskHistory.taskId} = ${tasks.id} and ${taskHistory.action} = 'accept' and ${taskHistory.toValue} = 'assigned')`;
  // Null for a task never accepted: percentile_cont and count skip it.
  const delays = db
    .select({
      minutes: sql<number | null>`extract(epoch from (${acceptedAt} - ${tasks.createdAt})) / 60`.as('minutes'),
    })
    .from(tasks)
    .where(p.where)
    .as('delays');
  const [row] = await db
    .select({
      medianMinutes: sql<number | null>`percentile_cont(0.5) within group (order by ${delays.minutes})`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
      accepted: sql<number>`count(${delays.minutes})`.mapWith(Number),
    })
    .from(delays);
  return { medianMinutes: row?.medianMinutes ?? null, accepted: row?.accepted ?? 0 };
}
