import { dayjs, isValidTimeZone, startOfYesterday } from '@casecover/shared';

/*
 * FullCalendar without a time-zone plugin knows only the browser's zone and UTC. The calendar
 * therefore runs in 'UTC' and is given the wall-clock times of the user's zone: an event at
 * 09:00 in New York is handed over as "…T09:00:00" and drawn at 09:00 whatever the browser's
 * zone. Dates coming back from the calendar (the visible range, a clicked day) carry that wall
 * clock in their UTC fields and are turned back into instants here.
 */

/** How wall-clock times are written for the calendar (no offset: read as UTC by it). */
export const WALL_CLOCK_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/** The zone to draw in: the session's, or UTC when the stored name is not a zone. */
export function usableTimeZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** An instant as the wall-clock time of a zone, e.g. "2026-03-08T01:30:00". */
export function toWallClock(instant: string | Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format(WALL_CLOCK_FORMAT);
}

/**
 * A wall-clock time of a zone as a UTC ISO instant. A time skipped by the spring change
 * (02:30 on 8 March 2026 in New York) lands an hour later; a repeated one takes the later offset.
 */
export function wallClockToUtc(wallClock: string, timeZone: string): string {
  return dayjs.tz(wallClock, timeZone).toISOString();
}

/** A date handed out by the calendar: its UTC fields are the wall clock. */
export function calendarDateToWallClock(date: Date): string {
  return dayjs.utc(date).format(WALL_CLOCK_FORMAT);
}

/** The day (YYYY-MM-DD) of a date handed out by the calendar. */
export function calendarDateToDay(date: Date): string {
  return dayjs.utc(date).format('YYYY-MM-DD');
}

/** The calendar's visible range, [start, end), as the UTC instants the server expects. */
export function visibleRangeToUtc(start: Date, end: Date, timeZone: string): { startDate: string; endDate: string } {
  return {
    startDate: wallClockToUtc(calendarDateToWallClock(start), timeZone),
    endDate: wallClockToUtc(calendarDateToWallClock(end), timeZone),
  };
}

/** Today (YYYY-MM-DD) in the zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

/** Where a new task starts when a whole day is clicked. */
export const DEFAULT_START_TIME = '09:00:00';

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
  const wallClock = isAllDay ? `${calendarDateToDay(clicked)}T${DEFAULT_START_TIME}` : calendarDateToWallClock(clicked);
  const start = wallClockToUtc(wallClock, timeZone);
  return Date.parse(start) < startOfYesterday(timeZone, now).getTime() ? undefined : start;
}
