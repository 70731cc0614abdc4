import { localDayOf } from '@casecover/shared';
import type { CoverageBucket } from './coverage-queries';

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** Up to a month of days is read day by day; up to half a year week by week; more month by month. */
const MAX_DAYS_BY_DAY = 31;
const MAX_DAYS_BY_WEEK = 26 * 7;

/** A period of the report: its first local day (YYYY-MM-DD) and how a person reads it. */
export interface CoveragePeriod {
  period: string;
  label: string;
}

/** Calendar dates as UTC midnights, so the arithmetic on them knows nothing of zones or DST. */
const dateMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''} ${Number(day.slice(8, 10))}`;

function firstOf(day: string, bucket: CoverageBucket): string {
  if (bucket === 'month') return `${day.slice(0, 8)}01`;
  if (bucket === 'day') return day;
  const weekday = (new Date(dateMs(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(dateMs(day) - weekday * DAY_MS);
}

function next(day: string, bucket: CoverageBucket): string {
  if (bucket === 'day') return dayOf(dateMs(day) + DAY_MS);
  if (bucket === 'week') return dayOf(dateMs(day) + 7 * DAY_MS);
  const d = new Date(dateMs(day));
  return dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

function labelOf(period: string, bucket: CoverageBucket): string {
  if (bucket === 'day') return monthDay(period);
  if (bucket === 'week') return `Week of ${monthDay(period)}`;
  return `${MONTHS[Number(period.slice(5, 7)) - 1] ?? ''} ${period.slice(0, 4)}`;
}

/** The bucket for a range by the number of local days it covers in the zone. */
export function bucketOf(start: Date, end: Date, timeZone: string): CoverageBucket {
  const days = (dateMs(localDayOf(end, timeZone)) - dateMs(localDayOf(start, timeZone))) / DAY_MS + 1;
  if (days <= MAX_DAYS_BY_DAY) return 'day';
  return days <= MAX_DAYS_BY_WEEK ? 'week' : 'month';
}

/**
 * Every period of the range, empty ones included: the local days, Monday-start weeks or months
 * of the zone that the range touches, the first one starting on or before the range's first day.
 */
export function periodsOf(start: Date, end: Date, timeZone: string, bucket: CoverageBucket): CoveragePeriod[] {
  const last = localDayOf(end, timeZone);
  const periods: CoveragePeriod[] = [];
  for (let day = firstOf(localDayOf(start, timeZone), bucket); day <= last; day = next(day, bucket)) {
    periods.push({ period: day, label: labelOf(day, bucket) });
  }
  return periods;
}
