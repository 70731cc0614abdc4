import {
  TASK_STATUS_COLOURS,
  TASK_STATUS_LABELS,
  formatInZone,
  formatTaskDateTime,
  formatTaskTime,
  wallClockOf,
  zoneAbbreviation,
  type CalendarEvent,
} from '@casecover/shared';
import type { EventInput } from '@fullcalendar/core';

/** What the calendar carries on each of its entries. */
export type CalendarEntryProps =
  { kind: 'task'; task: CalendarEvent; order: 0 } | { kind: 'more'; date: string; count: number; order: 1 };

/** Tasks as calendar entries in their status colour (the calendar draws their instants in its zone). */
export function toCalendarEntries(tasks: readonly CalendarEvent[]): EventInput[] {
  return tasks.map((task) => {
    const colour = TASK_STATUS_COLOURS[task.taskstatus];
    const extendedProps: CalendarEntryProps = { kind: 'task', task, order: 0 };
    return {
      id: task._id,
      title: task.title,
      start: task.start,
      end: task.end,
      backgroundColor: colour,
      borderColor: colour,
      textColor: '#ffffff',
      classNames: ['cc-task', `cc-status-${task.taskstatus}`],
      extendedProps,
    };
  });
}

/** The "+N more" text of a day the server cut short. */
export function moreLabel(count: number): string {
  return `+${count} more`;
}

/**
 * One entry per day the server cut short, drawn after that day's tasks as the "+N more" link
 * (FullCalendar's own link only counts what it was given, and it is given at most `perDay`).
 */
export function toMoreEntries(hidden: readonly { date: string; count: number }[]): EventInput[] {
  return hidden
    .filter((h) => h.count > 0)
    .map((h) => {
      const extendedProps: CalendarEntryProps = { kind: 'more', date: h.date, count: h.count, order: 1 };
      return {
        id: `more-${h.date}`,
        title: moreLabel(h.count),
        start: h.date,
        allDay: true,
        display: 'block',
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        classNames: ['cc-more'],
        extendedProps,
      };
    });
}

/** Entries order: the tasks of a day by start, then its "+N more" link. */
export const ENTRY_ORDER = 'order,start,-duration,title';

export function entryProps(extendedProps: Record<string, unknown>): CalendarEntryProps | null {
  const kind = extendedProps.kind;
  return kind === 'task' || kind === 'more' ? (extendedProps as CalendarEntryProps) : null;
}

/**
 * The two ends of a task's dates in the app's format ("11-23-2026-09:00 AM"): the end's time
 * alone when both fall on the same day. Written from each end's wall clock, read once: the month
 * draws a name like this for every entry, and formatting through dayjs cost a third of its render.
 */
function dateRangeEnds(start: string, end: string, timeZone: string): [string, string] {
  const [from, to] = [wallClockOf(Date.parse(start), timeZone), wallClockOf(Date.parse(end), timeZone)];
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  return [formatTaskDateTime(from), sameDay ? formatTaskTime(to) : formatTaskDateTime(to)];
}

/** "11-23-2026-09:00 AM – 10:00 AM", or both ends in full when they fall on different days. */
export function formatDateRange(start: string, end: string, timeZone: string): string {
  return dateRangeEnds(start, end, timeZone).join(' – ');
}

/**
 * The dates labelled with the zone they are shown in, for places a viewer may read a task of a
 * hospital in another zone: "11-23-2026-09:00 AM – 10:00 AM EST"; each end labelled when the
 * clocks change in between ("01:30 AM EDT – 01:30 AM EST").
 */
export function formatDateRangeLabelled(start: string, end: string, timeZone: string): string {
  const [from, to] = dateRangeEnds(start, end, timeZone);
  const [startZone, endZone] = [
    zoneAbbreviation(Date.parse(start), timeZone),
    zoneAbbreviation(Date.parse(end), timeZone),
  ];
  return startZone === endZone ? `${from} – ${to} ${endZone}` : `${from} ${startZone} – ${to} ${endZone}`;
}

/** A task's accessible name on the calendar. */
export function describeTask(task: CalendarEvent, timeZone: string): string {
  const parts = [
    task.title,
    TASK_STATUS_LABELS[task.taskstatus],
    formatDateRange(task.start, task.end, timeZone),
    task.companyData.name,
  ];
  if (task.isEmergency) parts.splice(1, 0, 'Emergency');
  return parts.join(', ');
}

/**
 * A task's times on the week and day grids, "9:00am – 10:00am". A task that ends on another day
 * (at midnight, or after it) says so: "11:30pm – Thu 12:00am" where it starts, and
 * "Wed 11:30pm – 12:30am" on the part drawn the next day.
 */
export function gridTimeText(task: CalendarEvent, timeZone: string, isStart: boolean): string {
  const crossesMidnight =
    formatInZone(task.start, timeZone, 'YYYY-MM-DD') !== formatInZone(task.end, timeZone, 'YYYY-MM-DD');
  const from = formatInZone(task.start, timeZone, crossesMidnight && !isStart ? 'ddd h:mma' : 'h:mma');
  const to = formatInZone(task.end, timeZone, crossesMidnight && isStart ? 'ddd h:mma' : 'h:mma');
  return `${from} – ${to}`;
}
