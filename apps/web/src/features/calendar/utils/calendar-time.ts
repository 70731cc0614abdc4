import { instantOfWallClock, isValidTimeZone, localDayOf, startOfYesterday } from '@casecover/shared';

/*
 * The calendar runs in the user's zone (FullCalendar's named time zone, see zone-plugin.ts): the
 * dates it hands out (the visible range, a clicked day or time) are real instants, and a day
 * (YYYY-MM-DD) is read from one in that zone.
 */

/** The zone to draw in: the session's, or UTC when the stored name is not a zone. */
export function usableTimeZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The local day (YYYY-MM-DD) of a date handed out by the calendar. */
export function calendarDateToDay(date: Date, timeZone: string): string {
  return localDayOf(date, timeZone);
}

/** The calendar's visible range, [start, end), as the UTC instants the server expects. */
export function visibleRangeToUtc(start: Date, end: Date): { startDate: string; endDate: string } {
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

/** Today (YYYY-MM-DD) in the zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return localDayOf(now, timeZone);
}

/** Where a new task starts when a whole day is clicked: 9:00 AM. */
export const DEFAULT_START_HOUR = 9;

/**
 * The start to preset in the Add Task dialog for a click on the calendar: 9:00 AM of a clicked
 * day, or the clicked time in the week and day views. Undefined when that is before the
 * earliest start the dialog allows (the start of yesterday), so the dialog opens empty.
 */
export function presetStartFor(
  clicked: Date,
  isAllDay: boolean,
  timeZone: string,
  now: Date = new Date(),
): string | undefined {
  let start = clicked.getTime();
  if (isAllDay) {
    const [year, month, day] = calendarDateToDay(clicked, timeZone).split('-').map(Number) as [number, number, number];
    start = instantOfWallClock({ year, month, day, hour: DEFAULT_START_HOUR, minute: 0 }, timeZone);
  }
  return start < startOfYesterday(timeZone, now).getTime() ? undefined : new Date(start).toISOString();
}
