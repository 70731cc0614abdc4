import type { CalendarEvent } from '@casecover/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { toCalendarEntries, toMoreEntries } from '../utils/calendar-events';
import { gridCells } from '../utils/calendar-params';
import { TaskCalendar, type ShownRange } from './task-calendar';

const NY = 'America/New_York';

function tasksOn(day: string, count: number): CalendarEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `${day}-${i}`,
    title: `Case ${i + 1}`,
    // 14:00Z onwards: 9 AM onwards in New York in November.
    start: `${day}T${String(14 + i).padStart(2, '0')}:00:00.000Z`,
    end: `${day}T${String(15 + i).padStart(2, '0')}:00:00.000Z`,
    taskstatus: 'assigned',
    isEmergency: i === 0,
    companyData: { name: 'MedVance Surgical' },
    assignedTo: null,
  }));
}

function renderMonth(hidden: { date: string; count: number }[], onMoreClick = vi.fn()) {
  const tasks = [...tasksOn('2026-11-25', 5), ...tasksOn('2026-11-26', 2)];
  const entries = [...toCalendarEntries(tasks), ...toMoreEntries(hidden)];
  const view = renderWithProviders(
    <TaskCalendar
      view="month"
      date="2026-11-22"
      timeZone={NY}
      entries={entries}
      hasMoreLinks={false}
      onRangeChange={vi.fn()}
      onTaskClick={vi.fn()}
      onMoreClick={onMoreClick}
      onDayClick={vi.fn()}
    />,
  );
  const cell = (day: string) => {
    const el = view.container.querySelector<HTMLElement>(`td[data-date="${day}"]`);
    if (!el) throw new Error(`no cell for ${day}`);
    return el;
  };
  return { ...view, cell };
}

describe('TaskCalendar hidden counts', () => {
  it('draws the server\u2019s "+N more" after the day\u2019s five tasks, and only on crowded days', () => {
    const { cell } = renderMonth([{ date: '2026-11-25', count: 3 }]);
    const crowded = cell('2026-11-25');
    expect(within(crowded).getByRole('button', { name: '+3 more tasks on November 25' })).toHaveTextContent('+3 more');
    const labels = Array.from(crowded.querySelectorAll('.cc-month-entry')).map((el) => el.textContent ?? '');
    expect(labels).toHaveLength(6);
    expect(labels[5]).toBe('+3 more');
    expect(labels[0]).toContain('Case 1');
    expect(within(cell('2026-11-26')).queryByText(/more$/)).toBeNull();
    expect(within(cell('2026-11-26')).getByText('Case 2')).toBeInTheDocument();
  });

  it('opens the day\u2019s list from the link', async () => {
    const onMoreClick = vi.fn();
    renderMonth([{ date: '2026-11-25', count: 3 }], onMoreClick);
    await userEvent.click(screen.getByRole('button', { name: '+3 more tasks on November 25' }));
    expect(onMoreClick).toHaveBeenCalledWith('2026-11-25', expect.any(Object));
  });

  it('marks emergency tasks', () => {
    const { cell } = renderMonth([]);
    expect(within(cell('2026-11-25')).getAllByRole('img', { name: 'Emergency' })).toHaveLength(1);
  });
});

describe('TaskCalendar place', () => {
  it('follows the view and day it is given and reports each range', async () => {
    const errors = vi.spyOn(console, 'error');
    const onRangeChange = vi.fn<(range: ShownRange) => void>();
    const props = {
      timeZone: NY,
      entries: [],
      hasMoreLinks: false,
      onRangeChange,
      onTaskClick: vi.fn(),
      onMoreClick: vi.fn(),
      onDayClick: vi.fn(),
    };
    const view = renderWithProviders(<TaskCalendar view="month" date="2026-11-22" {...props} />);
    await waitFor(() => expect(onRangeChange).toHaveBeenCalledTimes(1));
    view.rerender(<TaskCalendar view="week" date="2026-11-22" {...props} />);
    await waitFor(() => expect(onRangeChange).toHaveBeenCalledTimes(2));
    view.rerender(<TaskCalendar view="day" date="2026-03-08" {...props} />);
    await waitFor(() => expect(onRangeChange).toHaveBeenCalledTimes(3));
    const ranges = onRangeChange.mock.calls.map(([range]) => ({
      view: range.view,
      title: range.title,
      start: range.start.toISOString(),
      end: range.end.toISOString(),
    }));
    expect(ranges).toEqual([
      // The instants of New York's midnights: the month grid runs 1 November (EDT) to 6 December (EST).
      { view: 'month', title: 'November 2026', start: '2026-11-01T04:00:00.000Z', end: '2026-12-06T05:00:00.000Z' },
      {
        view: 'week',
        title: 'Nov 22 \u2013 28, 2026',
        start: '2026-11-22T05:00:00.000Z',
        end: '2026-11-29T05:00:00.000Z',
      },
      // The 23-hour day of the March change.
      { view: 'day', title: 'March 8, 2026', start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' },
    ]);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('gridCells', () => {
  it('names the cells the calendar reports, before it draws: every month of a year, weeks and days, across zones and clock changes', async () => {
    const reported = vi.fn<(range: ShownRange) => void>();
    const props = {
      entries: [],
      hasMoreLinks: false,
      onRangeChange: reported,
      onTaskClick: vi.fn(),
      onMoreClick: vi.fn(),
      onDayClick: vi.fn(),
    };
    const cases: { view: 'month' | 'week' | 'day'; date: string; timeZone: string }[] = [];
    for (const timeZone of [NY, 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      for (let month = 1; month <= 12; month += 1) {
        cases.push({ view: 'month', date: `2026-${String(month).padStart(2, '0')}-15`, timeZone });
      }
      // A month starting on a Sunday, one ending on a Saturday, a week across New Year, the March change.
      cases.push({ view: 'month', date: '2026-02-01', timeZone }, { view: 'month', date: '2026-10-31', timeZone });
      cases.push({ view: 'week', date: '2026-12-31', timeZone }, { view: 'week', date: '2026-03-08', timeZone });
      cases.push({ view: 'day', date: '2026-03-08', timeZone }, { view: 'day', date: '2026-11-01', timeZone });
    }
    const view = renderWithProviders(<TaskCalendar view="month" date="2026-01-15" timeZone={NY} {...props} />);
    for (const [i, c] of cases.entries()) {
      view.rerender(<TaskCalendar view={c.view} date={c.date} timeZone={c.timeZone} {...props} />);
      await waitFor(() => {
        const last = reported.mock.calls.at(-1)?.[0];
        expect(last?.view === c.view && reported.mock.calls.length > i).toBe(true);
      });
      const last = reported.mock.calls.at(-1)?.[0] as ShownRange;
      const cells = gridCells(c.view, c.date, c.timeZone);
      expect({ ...c, start: cells.start.toISOString(), end: cells.end.toISOString() }).toEqual({
        ...c,
        start: last.start.toISOString(),
        end: last.end.toISOString(),
      });
    }
  });
});

describe('TaskCalendar week view around midnight', () => {
  const task = (id: string, start: string, end: string): CalendarEvent => ({
    _id: id,
    title: `Case ${id}`,
    start,
    end,
    taskstatus: 'assigned',
    isEmergency: false,
    companyData: { name: 'MedVance Surgical' },
    assignedTo: null,
  });
  // Wednesday 25 November 2026 in New York: one task ends at midnight, one runs past it.
  const toMidnight = task('midnight', '2026-11-26T04:30:00.000Z', '2026-11-26T05:00:00.000Z');
  const pastMidnight = task('past', '2026-11-26T04:30:00.000Z', '2026-11-26T05:30:00.000Z');

  function renderWeek(timeZone: string, tasks: CalendarEvent[]) {
    const view = renderWithProviders(
      <TaskCalendar
        view="week"
        date="2026-11-22"
        timeZone={timeZone}
        entries={toCalendarEntries(tasks)}
        hasMoreLinks={false}
        onRangeChange={vi.fn()}
        onTaskClick={vi.fn()}
        onMoreClick={vi.fn()}
        onDayClick={vi.fn()}
      />,
    );
    /** The parts of a task drawn in one day's column, by their text. */
    const partsIn = (day: string, id: string) =>
      Array.from(
        view.container.querySelectorAll<HTMLElement>(`td.fc-timegrid-col[data-date="${day}"] [data-task-id="${id}"]`),
      );
    return { ...view, partsIn };
  }

  it('says a task ending at midnight ends on the next day, and draws it on its start day only', async () => {
    const { partsIn } = renderWeek(NY, [toMidnight]);
    await waitFor(() => expect(partsIn('2026-11-25', 'midnight')).toHaveLength(1));
    expect(partsIn('2026-11-25', 'midnight')[0]).toHaveTextContent('11:30pm – Thu 12:00am');
    expect(partsIn('2026-11-26', 'midnight')).toHaveLength(0);
  });

  it('draws a task running past midnight on both days, the second part marked as continued', async () => {
    const { partsIn } = renderWeek(NY, [pastMidnight]);
    await waitFor(() => expect(partsIn('2026-11-26', 'past')).toHaveLength(1));
    const [first] = partsIn('2026-11-25', 'past');
    const [second] = partsIn('2026-11-26', 'past');
    expect(first).toHaveTextContent('11:30pm – Thu 12:30am');
    expect(first).not.toHaveClass('cc-continued');
    expect(second).toHaveTextContent('Wed 11:30pm – 12:30am');
    expect(second).toHaveClass('cc-continued');
    // Both parts carry the whole task's name and dates for assistive technology, after what the
    // part shows (its name contains its visible text).
    expect(second).toHaveAttribute(
      'aria-label',
      'Case past Wed 11:30pm – 12:30am MedVance Surgical. Case past, Assigned, 11-25-2026-11:30 PM – 11-26-2026-12:30 AM, MedVance Surgical',
    );
  });

  it('draws the task at the wall clock of the viewer\u2019s zone', async () => {
    // The same task is 10:00 to 10:30 AM on Thursday in Kolkata.
    const { partsIn } = renderWeek('Asia/Kolkata', [toMidnight]);
    await waitFor(() => expect(partsIn('2026-11-26', 'midnight')).toHaveLength(1));
    expect(partsIn('2026-11-26', 'midnight')[0]).toHaveTextContent('10:00am – 10:30am');
    expect(partsIn('2026-11-25', 'midnight')).toHaveLength(0);
  });
});
