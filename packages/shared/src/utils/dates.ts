import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Dayjs } from 'dayjs';
import { localDayBounds, localDayOf, oneHourLater, readWireDateTime, startOfLocalDay } from './dates-wall-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
export * from './dates-wall-clock';

/** The spec's display format for a task's date and time. */
export const TASK_DATE_TIME_FORMAT = 'MM-DD-YYYY-hh:mm A';
export const PICKER_FORMAT = 'MM-DD-YYYY hh:mm A';
export const DATE_FORMAT = 'MM-DD-YYYY';

/**
 * Milliseconds of a date or date-time sent over the wire, or NaN (see readWireDateTime): with an
 * offset it is an instant; without one it is read in `tz`, and refused (NaN) with no zone.
 */
export function parseWireDate(value: string, tz?: string): number {
  return readWireDateTime(value, tz);
}

/** Whether a string is a usable wire date (see parseWireDate). */
export function isWireDate(value: string, tz?: string): boolean {
  return !Number.isNaN(parseWireDate(value, tz));
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** An instant shown in a zone, e.g. "03-08-2026-01:30 AM". */
export function formatInZone(iso: string | Date, tz: string, format = TASK_DATE_TIME_FORMAT): string {
  return dayjs(iso).tz(tz).format(format);
}

/** The first instant of yesterday in the zone: the earliest start a new task may have. */
export function startOfYesterday(tz: string, now: Date = new Date()): Date {
  const today = Date.parse(`${localDayOf(now, tz)}T00:00:00Z`);
  return new Date(startOfLocalDay(new Date(today - 86_400_000).toISOString().slice(0, 10), tz));
}

/**
 * A date-range filter in UTC instants: the whole local days from the first to the last, from
 * 00:00 of the first to the last millisecond before the next day's 00:00 (23 or 25 hours on a
 * DST day). The spec's example starts at 00:00:01, which missed a task at 12:00 AM.
 */
export function dayRangeInZone(fromDay: string, toDay: string, tz: string): { startDate: string; endDate: string } {
  const start = localDayBounds(fromDay, tz).start;
  const end = localDayBounds(toDay, tz).end - 1;
  return { startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() };
}

/** Wall-clock time in a zone to a UTC instant (DST-aware). */
export function zonedToUtc(wallClock: string, tz: string, format = 'YYYY-MM-DD HH:mm'): Date {
  return dayjs.tz(wallClock, format, tz).toDate();
}

/**
 * The local days of a zone that overlap [from, to): each day's YYYY-MM-DD and its UTC bounds.
 * Days follow the zone's clock, so a DST change makes one 23 or 25 hours long.
 */
export function localDays(from: Date, to: Date, tz: string): { day: string; start: Date; end: Date }[] {
  const days: { day: string; start: Date; end: Date }[] = [];
  let day = dayjs(from).tz(tz).format('YYYY-MM-DD');
  for (;;) {
    const start = dayjs.tz(day, 'YYYY-MM-DD', tz).toDate();
    if (start >= to) return days;
    const next = dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');
    const end = dayjs.tz(next, 'YYYY-MM-DD', tz).toDate();
    if (end > from) days.push({ day, start, end });
    day = next;
  }
}

/**
 * An instant as a dayjs shown in a zone, rebuilt from the instant: dayjs's own zone arithmetic
 * keeps the old offset over a DST change (01:30 EST + 1 hour reads "02:30 -05:00", a time that
 * never happens), so a field showing it would not show what is saved.
 */
export function instantInZone(value: number | Date | Dayjs, tz: string): Dayjs {
  return dayjs(value.valueOf()).tz(tz);
}

/** A new task's default end: one hour of elapsed time after its start, whatever the clocks do. */
export function defaultTaskEnd(start: number | Date | Dayjs, tz: string): Dayjs {
  return instantInZone(oneHourLater(start.valueOf()), tz);
}
