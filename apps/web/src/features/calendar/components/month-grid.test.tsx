import type { CalendarEvent } from '@casecover/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calendarEvent } from '@/test/calendar-event';
import { renderWithProviders } from '@/test/render';
import { toCalendarEntries, toMoreEntries } from '../utils/calendar-events';
import { MonthGrid, monthTimeText } from './month-grid';

const NY = 'America/New_York';

function task(id: string, start: string, end: string, title = `Case ${id}`): CalendarEvent {
  return calendarEvent({ _id: id, title, start, end, assignedTo: null });
}

function renderGrid(tasks: CalendarEvent[], { canAdd = true, timeZone = NY } = {}) {
  const handlers = {
    onRangeChange: vi.fn(),
    onTaskClick: vi.fn(),
    onMoreClick: vi.fn(),
    onDayClick: vi.fn(),
    onDateClick: vi.fn(),
  };
  const { onDateClick, ...always } = handlers;
  const view = renderWithProviders(
    <MonthGrid
      date="2026-11-22"
      timeZone={timeZone}
      entries={[...toCalendarEntries(tasks), ...toMoreEntries([{ date: '2026-11-25', count: 2 }])]}
      {...always}
      {...(canAdd ? { onDateClick } : {})}
    />,
  );
  const cell = (day: string) => {
    const el = view.container.querySelector<HTMLElement>(`td[data-date="${day}"]`);
    if (!el) throw new Error(`no cell for ${day}`);
    return el;
  };
  return { ...view, ...handlers, cell };
}

describe('MonthGrid', () => {
  it('draws the weeks the month spans, from Sunday, under the weekday headings, and reports them before the first paint', () => {
    const { cell, onRangeChange, container } = renderGrid([]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    // November 2026 starts on a Sunday and ends on a Monday: five weeks, to Saturday 5 December.
    expect(container.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(cell('2026-12-05')).toHaveClass('cc-day-other');
    expect(cell('2026-11-01')).not.toHaveClass('cc-day-other');
    expect(onRangeChange).toHaveBeenCalledTimes(1);
    const [range] = onRangeChange.mock.calls[0]!;
    expect({
      title: range.title,
      start: range.start.toISOString(),
      end: range.end.toISOString(),
      currentEnd: range.currentEnd.toISOString(),
    }).toEqual({
      title: 'November 2026',
      start: '2026-11-01T04:00:00.000Z',
      end: '2026-12-06T05:00:00.000Z',
      currentEnd: '2026-12-01T05:00:00.000Z',
    });
    expect(screen.getByRole('table', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('puts each task on the day it starts in the zone, by start, and the day\u2019s "+N more" after them', () => {
    // 03:30Z on 26 November is 10:30 PM on the 25th in New York, 9:00 AM on the 26th in Kolkata.
    const late = task('late', '2026-11-26T03:30:00.000Z', '2026-11-26T04:30:00.000Z');
    const early = task('early', '2026-11-25T14:00:00.000Z', '2026-11-25T15:00:00.000Z');
    const sameStartShorter = task('short', '2026-11-25T14:00:00.000Z', '2026-11-25T14:30:00.000Z', 'A first by name');
    const { cell } = renderGrid([late, sameStartShorter, early]);
    const texts = Array.from(cell('2026-11-25').querySelectorAll('.cc-month-entry')).map((el) => el.textContent);
    expect(texts).toEqual([
      '9:00a Case early MedVance Surgical',
      '9:00a A first by name MedVance Surgical',
      '10:30p Case late MedVance Surgical',
      '+2 more',
    ]);
    expect(cell('2026-11-26').querySelectorAll('.cc-month-entry')).toHaveLength(0);

    const kolkata = renderGrid([late], { timeZone: 'Asia/Kolkata' });
    expect(within(kolkata.cell('2026-11-26')).getByRole('button', { name: /^9:00a Case late/ })).toBeInTheDocument();
  });

  it('names each entry by what it shows, then says it all, and opens it from the mouse or the keyboard', async () => {
    const user = userEvent.setup();
    const { onTaskClick, onDateClick } = renderGrid([
      task('one', '2026-11-25T14:00:00.000Z', '2026-11-25T15:00:00.000Z'),
    ]);
    const entry = screen.getByRole('button', {
      name: '9:00a Case one MedVance Surgical. Case one, Assigned, 11-25-2026-09:00 AM – 10:00 AM, MedVance Surgical',
    });
    expect(entry).toHaveAttribute('title', 'Case one, Assigned, 11-25-2026-09:00 AM – 10:00 AM, MedVance Surgical');
    await user.click(entry);
    expect(onTaskClick).toHaveBeenLastCalledWith('one', expect.any(Object));
    entry.focus();
    await user.keyboard('{Enter}');
    expect(onTaskClick).toHaveBeenCalledTimes(2);
    // A click on an entry is not a click on its day.
    expect(onDateClick).not.toHaveBeenCalled();
  });

  it('opens the day from its number and the crowded day\u2019s list from "+N more"', async () => {
    const user = userEvent.setup();
    const { onDayClick, onMoreClick, cell } = renderGrid([]);
    await user.click(within(cell('2026-11-24')).getByRole('button', { name: '24' }));
    expect(onDayClick).toHaveBeenCalledWith('2026-11-24');
    await user.click(screen.getByRole('button', { name: '+2 more tasks on November 25' }));
    expect(onMoreClick).toHaveBeenCalledWith('2026-11-25', expect.any(Object));
  });

  it('tells a click on a day as its first instant in the zone, only to users who can add tasks', async () => {
    const user = userEvent.setup();
    const { onDateClick, cell } = renderGrid([]);
    await user.click(cell('2026-11-03'));
    expect(onDateClick).toHaveBeenCalledWith(new Date('2026-11-03T05:00:00.000Z'), true);

    const reader = renderGrid([], { canAdd: false });
    await user.click(reader.cell('2026-11-03'));
    expect(reader.onDateClick).not.toHaveBeenCalled();
  });

  it('marks today', () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: NY });
    const { container } = renderWithProviders(
      <MonthGrid
        date={today}
        timeZone={NY}
        entries={[]}
        onRangeChange={vi.fn()}
        onTaskClick={vi.fn()}
        onMoreClick={vi.fn()}
        onDayClick={vi.fn()}
      />,
    );
    expect(container.querySelectorAll('td.cc-day-today')).toHaveLength(1);
    expect(container.querySelector('td.cc-day-today')).toHaveAttribute('data-date', today);
  });
});

describe('monthTimeText', () => {
  it('writes the start as a month cell shows it, in the zone', () => {
    expect(monthTimeText('2026-11-25T14:00:00.000Z', NY)).toBe('9:00a');
    expect(monthTimeText('2026-11-25T17:45:00.000Z', NY)).toBe('12:45p');
    expect(monthTimeText('2026-11-26T05:05:00.000Z', NY)).toBe('12:05a');
    expect(monthTimeText('2026-11-25T14:00:00.000Z', 'Asia/Kolkata')).toBe('7:30p');
  });
});
