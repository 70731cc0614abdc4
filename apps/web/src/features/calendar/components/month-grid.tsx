import {
  TASK_STATUS_COLOURS,
  dayjs,
  localDayOf,
  startOfLocalDay,
  wallClockOf,
  type CalendarEvent,
} from '@casecover/shared';
import type { EventInput } from '@fullcalendar/core';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { memo, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { describeTask, entryProps, moreLabel } from '../utils/calendar-events';
import { gridCells, listRange, monthWeeks, type ShownRange } from '../utils/calendar-params';
import { todayInZone } from '../utils/calendar-time';
import { EmergencyMarker } from './emergency-marker';
import { entryStyles } from './entry-styles';
import { StatusIcon } from './status-icon';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface MonthGridProps {
  /** A day (YYYY-MM-DD) inside the month to show. */
  date: string;
  timeZone: string;
  entries: EventInput[];
  onRangeChange: (range: ShownRange) => void;
  /** Absent for users who cannot add tasks: clicks on a day then do nothing. */
  onDateClick?: (date: Date, isAllDay: boolean) => void;
  onTaskClick: (taskId: string, anchor: DOMRect) => void;
  onMoreClick: (day: string, anchor: DOMRect) => void;
  onDayClick: (day: string) => void;
}

/** "7:45a": a month cell's compact start, leaving the room to the name. */
export function monthTimeText(start: string, timeZone: string): string {
  const { hour, minute } = wallClockOf(Date.parse(start), timeZone);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'a' : 'p'}`;
}

interface DayEntries {
  tasks: CalendarEvent[];
  more: number;
}

/** The entries of each day (YYYY-MM-DD, the zone's): its tasks by start, longer first, then by name. */
export function entriesByDay(entries: readonly EventInput[], timeZone: string): Map<string, DayEntries> {
  const days = new Map<string, DayEntries>();
  const dayOf = (key: string) => {
    let day = days.get(key);
    if (!day) days.set(key, (day = { tasks: [], more: 0 }));
    return day;
  };
  for (const entry of entries) {
    const props = entryProps(entry.extendedProps ?? {});
    if (props?.kind === 'task') dayOf(localDayOf(Date.parse(props.task.start), timeZone)).tasks.push(props.task);
    if (props?.kind === 'more') dayOf(props.date).more += props.count;
  }
  const duration = (t: CalendarEvent) => Date.parse(t.end) - Date.parse(t.start);
  for (const day of days.values()) {
    day.tasks.sort(
      (a, b) =>
        Date.parse(a.start) - Date.parse(b.start) || duration(b) - duration(a) || a.title.localeCompare(b.title),
    );
  }
  return days;
}

function TaskEntry({ task, timeZone }: { task: CalendarEvent; timeZone: string }) {
  const colour = TASK_STATUS_COLOURS[task.taskstatus];
  const time = monthTimeText(task.start, timeZone);
  // The tooltip and the accessible name carry it all: name, status, times and company; the name
  // starts with what the entry shows, in its order (WCAG 2.5.3).
  const description = describeTask(task, timeZone);
  return (
    <button
      type="button"
      className={`cc-month-entry cc-task cc-status-${task.taskstatus}`}
      data-task-id={task._id}
      title={description}
      aria-label={`${[time, task.title, task.companyData.name].join(' ')}. ${description}`}
      style={{ backgroundColor: colour, borderColor: colour }}
    >
      <span className="cc-entry cc-entry-month">
        <span className="cc-entry-name">
          <StatusIcon status={task.taskstatus} size={13} />
          {task.isEmergency ? <EmergencyMarker size={14} colour="#ffffff" /> : null}
          {/* Spaces between the parts: the name wraps after the time, never inside a word. */}
          <span className="cc-entry-time">{time}</span> <span className="cc-entry-title">{task.title}</span>
        </span>{' '}
        <span className="cc-entry-sub cc-entry-company">{task.companyData.name}</span>
      </span>
    </button>
  );
}

function MoreEntry({ day, count }: { day: string; count: number }) {
  return (
    <button
      type="button"
      className="cc-month-entry cc-more"
      data-more-date={day}
      aria-label={`${moreLabel(count)} tasks on ${dayjs.utc(day).format('MMMM D')}`}
    >
      <span className="cc-more-label">
        +{count}
        {/* The space outside the word: the visible text reads "+3 more", as the name does. */}{' '}
        <span className="cc-more-word">more</span>
      </span>
    </button>
  );
}

interface MonthTableProps {
  weeks: string[][];
  month: string;
  today: string;
  title: string;
  days: Map<string, DayEntries>;
  timeZone: string;
}

/** The grid itself, drawn again only when its days or entries change. */
const MonthTable = memo(function MonthTable({ weeks, month, today, title, days, timeZone }: MonthTableProps) {
  return (
    <table className="cc-month" aria-label={title}>
      <thead>
        <tr>
          {WEEKDAYS.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const entries = days.get(day);
              const classes = ['cc-month-day'];
              if (day.slice(0, 7) !== month) classes.push('cc-day-other');
              if (day === today) classes.push('cc-day-today');
              return (
                <td key={day} className={classes.join(' ')} data-date={day}>
                  <div className="cc-month-day-frame">
                    <div className="cc-month-day-top">
                      <button
                        type="button"
                        className="cc-month-day-number"
                        data-day-link={day}
                        title={dayjs.utc(day).format('MMMM D, YYYY')}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </div>
                    {entries?.tasks.map((task) => (
                      <TaskEntry key={task._id} task={task} timeZone={timeZone} />
                    ))}
                    {entries?.more ? <MoreEntry day={day} count={entries.more} /> : null}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/**
 * The month: a week a row from Sunday, each day with its tasks (at most five, as the server
 * sends them) and its "+N more". Tasks are at most a day long and each sits on the day it
 * starts, in the user's zone, where the server counted it; nothing is measured, so the grid is
 * drawn in one pass.
 */
export function MonthGrid({
  date,
  timeZone,
  entries,
  onRangeChange,
  onDateClick,
  onTaskClick,
  onMoreClick,
  onDayClick,
}: MonthGridProps) {
  const theme = useTheme();
  const month = date.slice(0, 7);
  const weeks = useMemo(() => monthWeeks(`${month}-01`), [month]);
  const range = useMemo<ShownRange>(() => {
    const shown = listRange(`${month}-01`, timeZone);
    const cells = gridCells('month', `${month}-01`, timeZone);
    return { view: 'month', ...cells, currentStart: shown.start, currentEnd: shown.end, title: shown.title };
  }, [month, timeZone]);
  const days = useMemo(() => entriesByDay(entries, timeZone), [entries, timeZone]);
  const today = todayInZone(timeZone);

  // Reported before the first paint, so the title is drawn with the grid.
  const report = useEffectEvent(onRangeChange);
  useLayoutEffect(() => report(range), [range]);

  // One listener for the whole grid: entries, "+N more", day numbers and the days themselves.
  const onGridClick = useEffectEvent((event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button');
    if (button?.dataset.taskId) onTaskClick(button.dataset.taskId, button.getBoundingClientRect());
    else if (button?.dataset.moreDate) onMoreClick(button.dataset.moreDate, button.getBoundingClientRect());
    else if (button?.dataset.dayLink) onDayClick(button.dataset.dayLink);
    else if (!button && onDateClick) {
      const day = target?.closest<HTMLElement>('td[data-date]')?.dataset.date;
      if (day) onDateClick(new Date(startOfLocalDay(day, timeZone)), true);
    }
  });
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const onClick = (event: MouseEvent) => onGridClick(event);
    grid.addEventListener('click', onClick);
    return () => grid.removeEventListener('click', onClick);
  }, []);

  const palette = theme.palette;
  return (
    <Box
      ref={gridRef}
      sx={{
        fontSize: '0.8125rem',
        '& .cc-month': {
          width: '100%',
          tableLayout: 'fixed',
          borderCollapse: 'collapse',
          border: `1px solid ${palette.divider}`,
        },
        '& .cc-month th': {
          bgcolor: 'background.default',
          border: `1px solid ${palette.divider}`,
          py: 1,
          color: 'text.secondary',
          fontWeight: 600,
          fontSize: { xs: '0.75rem', sm: '0.8125rem' },
        },
        '& .cc-month-day': {
          border: `1px solid ${palette.divider}`,
          verticalAlign: 'top',
          p: 0,
          cursor: onDateClick ? 'pointer' : 'default',
        },
        '& .cc-day-today': { bgcolor: alpha(palette.primary.main, 0.06) },
        '& .cc-month-day-frame': { minHeight: { xs: 64, sm: 96 }, pb: '4px' },
        '& .cc-month-day-top': { display: 'flex', justifyContent: 'flex-end' },
        '& .cc-month-day-number': {
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 0,
          cursor: 'pointer',
          fontWeight: 600,
          fontSize: '0.8rem',
          minWidth: 26,
          height: 26,
          lineHeight: '26px',
          p: 0,
          m: '4px',
          textAlign: 'center',
          borderRadius: '50%',
          '&:hover': { textDecoration: 'underline' },
        },
        '& .cc-day-other .cc-month-day-number': { color: 'text.secondary', fontWeight: 400 },
        '& .cc-day-today .cc-month-day-number': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '& .cc-month-entry': {
          display: 'block',
          boxSizing: 'border-box',
          width: { xs: 'calc(100% - 2px)', sm: 'calc(100% - 6px)' },
          mx: { xs: '1px', sm: '3px' },
          mt: '2px',
          px: '3px',
          border: '1px solid transparent',
          borderRadius: '4px',
          font: 'inherit',
          fontSize: '0.85em',
          fontWeight: 500,
          textAlign: 'left',
          color: '#ffffff',
          bgcolor: 'transparent',
          cursor: 'pointer',
        },
        '& .cc-month-entry.cc-task:hover': { filter: 'brightness(1.12)' },
        '& .cc-month-day-number:focus-visible, & .cc-month-entry:focus-visible': {
          outline: `2px solid ${palette.primary.main}`,
          outlineOffset: 1,
        },
        '& .cc-month-entry.cc-more': { color: 'primary.main' },
        '& .cc-month-entry.cc-more:hover .cc-more-label': { textDecoration: 'underline' },
        ...entryStyles,
        // A month cell: the compact start and the whole name, wrapping, then the company.
        '& .cc-entry-month': { py: '1px' },
        '& .cc-entry-name': {
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 3,
          overflow: 'hidden',
          overflowWrap: 'break-word',
          lineHeight: 1.3,
        },
        '& .cc-entry-name .cc-entry-title': { whiteSpace: 'normal', overflow: 'visible' },
        '& .cc-entry-name svg': { verticalAlign: '-2px', mr: '2px' },
        '& .cc-entry-time': { fontWeight: 500, display: { xs: 'none', sm: 'inline' } },
        '& .cc-entry-sub.cc-entry-company': {
          display: { xs: 'none', sm: '-webkit-box' },
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 2,
          whiteSpace: 'normal',
          overflowWrap: 'break-word',
          fontSize: '0.75rem',
          lineHeight: 1.3,
        },
        // Phone-width cells fit "+3", not "+3 more"; the link's name says it in full.
        '& .cc-more-word': { display: { xs: 'none', sm: 'inline' } },
      }}
    >
      <MonthTable weeks={weeks} month={month} today={today} title={range.title} days={days} timeZone={timeZone} />
    </Box>
  );
}
