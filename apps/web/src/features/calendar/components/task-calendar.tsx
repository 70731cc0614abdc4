import { dayjs, formatInZone, type CalendarEvent } from '@casecover/shared';
import type {
  DatesSetArg,
  DayCellMountArg,
  DayHeaderContentArg,
  EventClickArg,
  EventContentArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useRef } from 'react';
import { ENTRY_ORDER, describeTask, entryProps, gridTimeText, moreLabel } from '../utils/calendar-events';
import {
  FULL_CALENDAR_VIEWS,
  viewFromFullCalendar,
  type CalendarView,
  type ShownRange,
} from '../utils/calendar-params';
import { calendarDateToDay } from '../utils/calendar-time';
import { zonePlugin } from '../utils/zone-plugin';
import { EmergencyMarker } from './emergency-marker';
import { entryStyles } from './entry-styles';
import { MonthGrid } from './month-grid';
import { StatusIcon } from './status-icon';

const PLUGINS = [zonePlugin, timeGridPlugin, interactionPlugin];
const TIME_FORMAT = { hour: 'numeric', minute: '2-digit', meridiem: 'short' } as const;

export type { ShownRange };

export interface TaskCalendarProps {
  view: CalendarView;
  /** A day (YYYY-MM-DD) inside the range to show. */
  date: string;
  timeZone: string;
  entries: EventInput[];
  /** Week and day views show their "+N more" links in the all-day row. */
  hasMoreLinks: boolean;
  onRangeChange: (range: ShownRange) => void;
  /** Absent for users who cannot add tasks: clicks on a date then do nothing. */
  onDateClick?: (date: Date, isAllDay: boolean) => void;
  onTaskClick: (taskId: string, anchor: DOMRect) => void;
  onMoreClick: (day: string, anchor: DOMRect) => void;
  onDayClick: (day: string) => void;
}

function renderEntry(arg: EventContentArg, timeZone: string) {
  const props = entryProps(arg.event.extendedProps);
  if (!props) return null;
  if (props.kind === 'more') {
    return (
      <span className="cc-more-label">
        +{props.count}
        {/* The space outside the word: the visible text reads "+3 more", as the name does. */}{' '}
        <span className="cc-more-word">more</span>
      </span>
    );
  }
  const { task } = props;
  // A tall block: the status (as a shape as well as a colour) and the name first, then the
  // times and the company as room allows.
  return (
    <span className="cc-entry cc-entry-tall">
      <span className="cc-entry-line">
        <StatusIcon status={task.taskstatus} size={13} />
        {task.isEmergency ? <EmergencyMarker size={14} colour="#ffffff" /> : null}
        <span className="cc-entry-title">{task.title}</span>
      </span>
      {/* Spaces between the lines keep the words apart in the entry's visible text. */}{' '}
      <span className="cc-entry-sub">{gridTimeText(task, timeZone, arg.isStart)}</span>{' '}
      <span className="cc-entry-sub">{task.companyData.name}</span>
    </span>
  );
}

/**
 * The column headings: "Sun 11/22" over a week ("Sun" above "22" at phone width) and "Sunday"
 * over a day. Every view renders its own, as FullCalendar leaves a custom heading in place when
 * switching to a view that draws its default one.
 */
function renderDayHeader(arg: DayHeaderContentArg, isPhone: boolean, timeZone: string) {
  const day = (format: string) => formatInZone(arg.date, timeZone, format);
  if (arg.view.type === 'timeGridWeek') {
    return isPhone ? (
      <span className="cc-week-head">
        <span>{day('ddd')}</span>
        <span>{day('D')}</span>
      </span>
    ) : (
      <span>{day('ddd M/D')}</span>
    );
  }
  return <span>{day('dddd')}</span>;
}

/** The part of a task drawn on the day after its start (it runs past midnight) is marked as such. */
function entryClassNames(arg: EventContentArg): string[] {
  return entryProps(arg.event.extendedProps)?.kind === 'task' && !arg.isStart ? ['cc-continued'] : [];
}

/** What a task's entry shows, in order (renderEntry): its name starts with it (WCAG 2.5.3). */
function entryLine(arg: EventMountArg, task: CalendarEvent, timeZone: string): string {
  return [task.title, gridTimeText(task, timeZone, arg.isStart), task.companyData.name].join(' ');
}

/** FullCalendar's entries are anchors without a link: name them as the buttons they are. */
function markEntry(arg: EventMountArg, timeZone: string) {
  const props = entryProps(arg.event.extendedProps);
  if (!props) return;
  arg.el.setAttribute('role', 'button');
  if (props.kind === 'task') {
    arg.el.dataset.taskId = props.task._id;
    // The tooltip and the accessible name carry it all: name, status, times and company.
    const description = describeTask(props.task, timeZone);
    arg.el.title = description;
    arg.el.setAttribute('aria-label', `${entryLine(arg, props.task, timeZone)}. ${description}`);
  } else {
    arg.el.dataset.moreDate = props.date;
    arg.el.setAttribute('aria-label', `${moreLabel(props.count)} tasks on ${dayjs.utc(props.date).format('MMMM D')}`);
  }
}

/** The calendar in the view and day of the props, so the URL drives it, in the user's zone. */
export function TaskCalendar({ view, hasMoreLinks, ...props }: TaskCalendarProps) {
  // The list is drawn by the dashboard; the grid behind it is the month's.
  if (view === 'month' || view === 'list') return <MonthGrid {...props} />;
  return <TimeGridCalendar view={view} hasMoreLinks={hasMoreLinks} {...props} />;
}

/**
 * FullCalendar's week and day views, in the user's zone (a named time zone, see zone-plugin.ts).
 */
function TimeGridCalendar({
  view,
  date,
  timeZone,
  entries,
  hasMoreLinks,
  onRangeChange,
  onDateClick,
  onTaskClick,
  onMoreClick,
  onDayClick,
}: TaskCalendarProps & { view: 'week' | 'day' }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const calendarRef = useRef<FullCalendar>(null);

  // The view and day the URL asks for; FullCalendar is brought in line with them after each
  // commit, and again whenever it reports another view (a render racing a view switch).
  const wanted = useRef({ view, date });
  const syncToWanted = useCallback(() => {
    // FullCalendar flushes React renders itself, which it cannot do inside a commit: move after it.
    queueMicrotask(() => {
      const api = calendarRef.current?.getApi();
      if (!api) return;
      const type = FULL_CALENDAR_VIEWS[wanted.current.view];
      if (api.view.type !== type || calendarDateToDay(api.getDate(), timeZone) !== wanted.current.date) {
        api.changeView(type, wanted.current.date);
      }
    });
  }, [timeZone]);

  useEffect(() => {
    wanted.current = { view, date };
    syncToWanted();
  }, [view, date, syncToWanted]);

  const handleDatesSet = (arg: DatesSetArg) => {
    if (arg.view.type !== FULL_CALENDAR_VIEWS[wanted.current.view]) syncToWanted();
    onRangeChange({
      view: viewFromFullCalendar(arg.view.type),
      start: arg.start,
      end: arg.end,
      currentStart: arg.view.currentStart,
      currentEnd: arg.view.currentEnd,
      title: arg.view.title,
    });
  };

  const handleEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const props = entryProps(arg.event.extendedProps);
    const anchor = arg.el.getBoundingClientRect();
    if (props?.kind === 'task') onTaskClick(props.task._id, anchor);
    if (props?.kind === 'more') onMoreClick(props.date, anchor);
  };

  const handleDateClick = onDateClick
    ? (arg: DateClickArg) => {
        onDateClick(arg.date, arg.allDay);
      }
    : undefined;

  const palette = theme.palette;
  return (
    <Box
      sx={{
        '& .fc': {
          '--fc-border-color': palette.divider,
          '--fc-today-bg-color': alpha(palette.primary.main, 0.06),
          '--fc-neutral-bg-color': palette.background.default,
          '--fc-page-bg-color': palette.background.paper,
          '--fc-now-indicator-color': palette.error.main,
          fontSize: '0.8125rem',
          ...entryStyles,
        },
        '& .fc .fc-col-header-cell': { bgcolor: 'background.default' },
        '& .fc .fc-col-header-cell-cushion': {
          py: 1,
          color: 'text.secondary',
          fontWeight: 600,
          textDecoration: 'none',
          fontSize: { xs: '0.75rem', sm: '0.8125rem' },
        },
        '& .fc a.fc-col-header-cell-cushion:hover': { textDecoration: 'underline' },
        '& .fc .cc-week-head': { display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.25 },
        '& .fc .fc-timegrid-slot': { height: 28, cursor: onDateClick ? 'pointer' : 'default' },
        '& .fc .fc-timegrid-slot-label-cushion, & .fc .fc-timegrid-axis-cushion': {
          color: 'text.secondary',
          fontSize: '0.75rem',
        },
        '& .fc .fc-event.cc-task': { cursor: 'pointer', borderRadius: '4px', fontWeight: 500 },
        '& .fc .fc-event.cc-task:hover': { filter: 'brightness(1.12)' },
        '& .fc .fc-event:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
        '& .fc .cc-entry-line': { display: 'flex', alignItems: 'center', gap: '3px', minWidth: 0 },
        '& .fc .cc-entry-tall': { px: '2px', py: '1px' },
        '& .fc .fc-event.cc-more': { cursor: 'pointer', bgcolor: 'transparent', border: 0, boxShadow: 'none' },
        '& .fc .fc-event.cc-more .fc-event-main': { color: 'primary.main' },
        '& .fc .fc-event.cc-more:hover .cc-more-label': { textDecoration: 'underline' },
      }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        timeZone={timeZone}
        initialView={FULL_CALENDAR_VIEWS[view]}
        initialDate={date}
        headerToolbar={false}
        height={isPhone ? 560 : 680}
        events={entries}
        eventDisplay="block"
        eventOrder={ENTRY_ORDER}
        eventOrderStrict
        // The all-day row holds the "+N more" links alone; all of them are drawn.
        dayMaxEventRows={false}
        dayHeaderContent={(arg: DayHeaderContentArg) => renderDayHeader(arg, isPhone, timeZone)}
        allDaySlot={hasMoreLinks}
        allDayText="more"
        scrollTime="07:00:00"
        // Tasks at the same time sit side by side rather than covering each other.
        slotEventOverlap={false}
        nowIndicator
        navLinks
        navLinkDayClick={(day: Date) => onDayClick(calendarDateToDay(day, timeZone))}
        dateClick={handleDateClick}
        eventClick={handleEventClick}
        eventContent={(arg: EventContentArg) => renderEntry(arg, timeZone)}
        eventClassNames={entryClassNames}
        eventDidMount={(arg: EventMountArg) => markEntry(arg, timeZone)}
        // A day cell is a grid cell holding its entries; named after its day number alone, its name
        // would not contain what it shows (WCAG 2.5.3). The day number link keeps its own name.
        dayCellDidMount={(arg: DayCellMountArg) => arg.el.removeAttribute('aria-labelledby')}
        eventTimeFormat={TIME_FORMAT}
        datesSet={handleDatesSet}
      />
    </Box>
  );
}
