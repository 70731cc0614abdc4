import { TASK_STATUS_COLOURS, TASK_STATUS_LABELS, formatInZone, type CalendarEvent } from '@casecover/shared';
import type { EventInput } from '@fullcalendar/core';
import { toWallClock } from './calendar-time';

/** What the calendar carries on each of its entries. */
export type CalendarEntryProps =
  { kind: 'task'; task: CalendarEvent; order: 0 } | { kind: 'more'; date: string; count: number; order: 1 };

/** Tasks as calendar entries, at the wall-clock times of the user's zone and in their status colour. */
export function toCalendarEntries(tasks: readonly CalendarEvent[], timeZone: string): EventInput[] {
  return tasks.map((task) => {
    const colour = TASK_STATUS_COLOURS[task.taskstatus];
    const extendedProps: CalendarEntryProps = { kind: 'task', task, order: 0 };
    return {
      id: task._id,
      title: task.title,
      start: toWallClock(task.start, timeZone),
      end: toWallClock(task.end, timeZone),
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

/** "11-23-2026-09:00 AM – 10:00 AM", or both ends in full when they fall on different days. */
export function formatDateRange(start: string, end: string, timeZone: string): string {
  const from = formatInZone(start, timeZone);
  const sameDay = formatInZone(start, timeZone, 'YYYY-MM-DD') === formatInZone(end, timeZone, 'YYYY-MM-DD');
  return `${from} – ${sameDay ? formatInZone(end, timeZone, 'hh:mm A') : formatInZone(end, timeZone)}`;
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
