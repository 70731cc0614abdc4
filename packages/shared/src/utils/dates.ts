import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Dayjs } from 'dayjs';
import {
  localDayBounds,
  localDayOf,
  oneHourLater,
  readWireDateTime,
  startOfLocalDay,
  zoneAbbreviation,
  zoneOffsetMs,
  type WallClock,
} from './dates-wall-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
export * from './dates-wall-clock';

/** The spec's display format for a task's date and time. */
export const TASK_DATE_TIME_FORMAT = 'MM-DD-YYYY-hh:mm A';
export const PICKER_FORMAT = 'MM-DD-YYYY hh:mm A';
export const DATE_FORMAT = 'MM-DD-YYYY';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A wall clock's time as TASK_DATE_TIME_FORMAT writes it: "09:00 AM". */
export function formatTaskTime(c: Pick<WallClock, 'hour' | 'minute'>): string {
  return `${pad2(c.hour % 12 || 12)}:${pad2(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A wall clock in TASK_DATE_TIME_FORMAT ("11-23-2026-09:00 AM"), as `formatInZone` writes it,
 * without dayjs: for screens that write many dates at once from `wallClockOf`.
 */
export function formatTaskDateTime(c: WallClock): string {
  return `${pad2(c.month)}-${pad2(c.day)}-${String(c.year).padStart(4, '0')}-${formatTaskTime(c)}`;
}

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

/*
 * Building an Intl formatter costs about a millisecond under load, and every calendar call checks
 * its zone: the zones found valid are remembered (an invalid name is asked about each time).
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 1_000;

/** Whether the runtime knows a zone by this name (case-insensitive, as Intl reads it). */
export function isValidTimeZone(tz: string): boolean {
  if (knownZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    return false;
  }
  // Bounded: names are case-insensitive, so a caller could send endless valid spellings.
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(tz);
  return true;
}

/** The first of these that names a zone the runtime knows (undefined when none does). */
export function firstValidTimeZone(...candidates: (string | null | undefined)[]): string | undefined {
  return candidates.find((tz): tz is string => typeof tz === 'string' && tz !== '' && isValidTimeZone(tz));
}

/**
 * An instant shown in a zone, e.g. "03-08-2026-01:30 AM", in dayjs's format tokens. The zone's
 * offset comes from a cached Intl formatter (dayjs.tz costs ~70 µs a call, which a month of
 * calendar events or a page of notifications feels); dayjs only writes the fields.
 */
export function formatInZone(iso: string | Date, tz: string, format = TASK_DATE_TIME_FORMAT): string {
  const instant = dayjs(iso).valueOf();
  if (Number.isNaN(instant)) return dayjs(Number.NaN).format(format);
  const offset = zoneOffsetMs(instant, tz);
  // Only an offset token needs the offset itself; every other field is the wall clock.
  return format.includes('Z')
    ? dayjs(instant)
        .utcOffset(Math.round(offset / 60_000))
        .format(format)
    : dayjs.utc(instant + offset).format(format);
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
  let day = localDayOf(from, tz);
  for (;;) {
    const bounds = localDayBounds(day, tz);
    if (bounds.start >= to.getTime()) return days;
    if (bounds.end > from.getTime()) days.push({ day, start: new Date(bounds.start), end: new Date(bounds.end) });
    day = localDayOf(bounds.end, tz);
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

/** How notifications and emails write a task's time: "02-11-2027 10:00 AM", then the zone's name. */
export const NOTICE_DATE_TIME_FORMAT = 'MM-DD-YYYY hh:mm A';

/** An instant in a zone, labelled with the zone's short name: "02-11-2027 10:00 AM IST". */
export function formatInZoneLabelled(iso: string | Date, tz: string, format = NOTICE_DATE_TIME_FORMAT): string {
  return `${formatInZone(iso, tz, format)} ${zoneAbbreviation(dayjs(iso).valueOf(), tz)}`;
}

// Stored text (a notification) keeps its times as instants between two private-use characters,
// so each reader gets them in his own zone when the text is read or mailed.
const MARK_OPEN = '\uE000';
const MARK_CLOSE = '\uE001';
const MARKS = /\uE000(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\uE001/g;

/** An instant to keep in stored text; fillInstantMarks writes it out for a reader. */
export function instantMark(instant: Date): string {
  return `${MARK_OPEN}${instant.toISOString()}${MARK_CLOSE}`;
}

/** Stored text with each instantMark written as a labelled time in the reader's zone. */
export function fillInstantMarks(text: string, tz: string): string {
  return text.includes(MARK_OPEN) ? text.replace(MARKS, (_, iso: string) => formatInZoneLabelled(iso, tz)) : text;
}
