import { dayjs, isAccountRole, startOfLocalDay, type Role } from '@casecover/shared';
import type { Dayjs } from 'dayjs';
import { isDepartmentBound } from '@/lib/roles';

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The views drawn by FullCalendar, by its names; the month grid and the list are ours. */
export const FULL_CALENDAR_VIEWS = { week: 'timeGridWeek', day: 'timeGridDay' } as const;

/** The range the calendar shows, as it reports it: the instants its days start at in the user's zone. */
export interface ShownRange {
  view: CalendarView;
  /** The visible cells, other months' days included. */
  start: Date;
  end: Date;
  /** The period itself (the month, the week, the day). */
  currentStart: Date;
  currentEnd: Date;
  title: string;
}

export const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day', list: 'List' };

/** The calendar's place, as kept in the URL's query (?view=month&date=2026-11-22&department=…). */
export interface CalendarParams {
  view: CalendarView;
  /** A day (YYYY-MM-DD, the user's zone) inside the shown range; empty for today. */
  date: string;
  departmentId: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isDay(value: string): boolean {
  return DAY.test(value) && dayjs.utc(value, 'YYYY-MM-DD').format('YYYY-MM-DD') === value;
}

export function viewFromFullCalendar(type: string): 'week' | 'day' {
  return type === FULL_CALENDAR_VIEWS.day ? 'day' : 'week';
}

/** Reads the calendar's place from the URL; anything unknown falls back to this month. */
export function readCalendarParams(query: URLSearchParams): CalendarParams {
  const view = query.get('view') ?? '';
  const date = query.get('date') ?? '';
  const departmentId = query.get('department') ?? '';
  return {
    view: (CALENDAR_VIEWS as readonly string[]).includes(view) ? (view as CalendarView) : 'month',
    date: isDay(date) ? date : '',
    departmentId: UUID.test(departmentId) ? departmentId : '',
  };
}

/** The URL query for a place; a plain /dashboard stays plain until the user moves. */
export function writeCalendarParams(p: CalendarParams, current?: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(current);
  for (const key of ['view', 'date', 'department']) query.delete(key);
  if (p.date || p.view !== 'month') {
    query.set('view', p.view);
    if (p.date) query.set('date', p.date);
  }
  if (p.departmentId) query.set('department', p.departmentId);
  return query;
}

/** The day one page before or after, in the given view. */
export function shiftDate(date: string, view: CalendarView, direction: 1 | -1): string {
  const unit = view === 'month' || view === 'list' ? 'month' : view === 'week' ? 'week' : 'day';
  return dayjs.utc(date, 'YYYY-MM-DD').add(direction, unit).format('YYYY-MM-DD');
}

/** What the list view shows: the month holding `date`, from its first 00:00 in the zone to the next month's. */
export function listRange(date: string, timeZone: string): { start: Date; end: Date; title: string } {
  const start = dayjs.utc(date, 'YYYY-MM-DD').startOf('month');
  const at = (month: Dayjs) => new Date(startOfLocalDay(month.format('YYYY-MM-DD'), timeZone));
  return { start: at(start), end: at(start.add(1, 'month')), title: start.format('MMMM YYYY') };
}

/**
 * The cells a grid view draws for `date`, as FullCalendar reports them (weeks from Sunday, a
 * month grid as many weeks as the month spans): known before the calendar has drawn, so the
 * first load asks for the month while the calendar is still being set up.
 */
export function gridCells(
  view: Exclude<CalendarView, 'list'>,
  date: string,
  timeZone: string,
): { start: Date; end: Date } {
  const [first, last] = gridDays(view, date);
  const at = (d: Dayjs) => new Date(startOfLocalDay(d.format('YYYY-MM-DD'), timeZone));
  return { start: at(first), end: at(last) };
}

/** The first day a grid view draws for `date` and the day after its last (weeks from Sunday). */
function gridDays(view: Exclude<CalendarView, 'list'>, date: string): [Dayjs, Dayjs] {
  const day = dayjs.utc(date, 'YYYY-MM-DD');
  const weekStart = (d: Dayjs) => d.subtract(d.day(), 'day');
  if (view === 'day') return [day, day.add(1, 'day')];
  if (view === 'week') return [weekStart(day), weekStart(day).add(7, 'day')];
  return [weekStart(day.startOf('month')), weekStart(day.endOf('month').startOf('day')).add(7, 'day')];
}

/** The month grid's days (YYYY-MM-DD), a row of seven per week, as many weeks as the month spans. */
export function monthWeeks(date: string): string[][] {
  const [first, last] = gridDays('month', date);
  const weeks: string[][] = [];
  for (let d = first; d.isBefore(last); d = d.add(1, 'day')) {
    if (d.day() === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(d.format('YYYY-MM-DD'));
  }
  return weeks;
}

/** A rep's day on a phone: the one local day holding `date`, shown as a list. */
export function dayListRange(date: string, timeZone: string): { start: Date; end: Date; title: string } {
  const day = dayjs.utc(date, 'YYYY-MM-DD');
  const at = (d: Dayjs) => new Date(startOfLocalDay(d.format('YYYY-MM-DD'), timeZone));
  return { start: at(day), end: at(day.add(1, 'day')), title: day.format('dddd, MMMM D') };
}

/** How many events a day the server sends: month cells show five rows, time grids and the list nearly all. */
export function perDayFor(view: CalendarView): number {
  return view === 'month' ? 5 : 50;
}

/** Hospital users but schedulers (whose department is fixed) narrow the calendar by department. */
export function canFilterByDepartment(role: Role): boolean {
  return isAccountRole(role) && !isDepartmentBound(role);
}
