import type { DashboardInput, Role } from '@casecover/shared';
import {
  dayListRange,
  gridCells,
  listRange,
  perDayFor,
  type CalendarParams,
  type CalendarView,
} from './calendar-params';
import { visibleRangeToUtc } from './calendar-time';

/** Which calendar a user sees at an address. */
export interface CalendarLayout {
  view: CalendarView;
  /** A rep's day on a phone, drawn as a list. */
  isDayList: boolean;
  /** Drawn as a list (the list view, or a rep's day on a phone) rather than a grid. */
  isList: boolean;
}

/**
 * The view the address names, else the screen's default: a month grid, a list on a phone (a
 * month grid leaves each task a few letters there), and a rep's day on his phone.
 */
export function calendarLayout(params: CalendarParams, hasView: boolean, isPhone: boolean, role: Role): CalendarLayout {
  const isRepPhone = isPhone && role === 'rep';
  const view: CalendarView = hasView ? params.view : isRepPhone ? 'day' : isPhone ? 'list' : 'month';
  const isDayList = isRepPhone && view === 'day';
  return { view, isDayList, isList: view === 'list' || isDayList };
}

/** The range a list shows (a month, or a rep's day), with its title. */
export function listShown(layout: CalendarLayout, date: string, timeZone: string) {
  return layout.isDayList ? dayListRange(date, timeZone) : listRange(date, timeZone);
}

/** The range asked for before a grid has reported its cells: the cells it will report. */
export function firstAsked(layout: CalendarLayout, date: string, timeZone: string) {
  const { view } = layout;
  if (layout.isList || view === 'list') return { view, ...listShown(layout, date, timeZone) };
  return { view, ...gridCells(view, date, timeZone) };
}

/** The dashboard call for a range: its instants, the zone, the department and how many a day. */
export function dashboardInput(
  asked: { view: CalendarView; start: Date; end: Date },
  timeZone: string,
  departmentId: string,
): DashboardInput {
  return { ...visibleRangeToUtc(asked.start, asked.end), timeZone, departmentId, perDay: perDayFor(asked.view) };
}
