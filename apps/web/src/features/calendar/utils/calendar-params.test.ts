import { describe, expect, it } from 'vitest';
import {
  monthWeeks,
  perDayFor,
  readCalendarParams,
  shiftDate,
  viewFromFullCalendar,
  writeCalendarParams,
} from './calendar-params';

const DEPARTMENT = '0b8e7d7a-4c7b-4b0e-9a1f-2f4d7c3e5a10';

describe('calendar params', () => {
  it('reads the view, the day and the department from the URL', () => {
    expect(readCalendarParams(new URLSearchParams(`view=week&date=2026-11-22&department=${DEPARTMENT}`))).toEqual({
      view: 'week',
      date: '2026-11-22',
      departmentId: DEPARTMENT,
    });
  });

  it('falls back to this month for anything unknown', () => {
    expect(readCalendarParams(new URLSearchParams('view=year&date=2026-02-30&department=x'))).toEqual({
      view: 'month',
      date: '',
      departmentId: '',
    });
  });

  it('leaves a plain /dashboard plain and keeps other keys', () => {
    expect(writeCalendarParams({ view: 'month', date: '', departmentId: '' }).toString()).toBe('');
    expect(
      writeCalendarParams({ view: 'day', date: '2026-03-08', departmentId: '' }, new URLSearchParams('x=1')).toString(),
    ).toBe('x=1&view=day&date=2026-03-08');
  });

  it('round-trips', () => {
    const p = { view: 'month', date: '2026-11-22', departmentId: DEPARTMENT } as const;
    expect(readCalendarParams(writeCalendarParams(p))).toEqual(p);
  });

  it('pages by the view', () => {
    expect(shiftDate('2026-11-22', 'month', 1)).toBe('2026-12-22');
    expect(shiftDate('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(shiftDate('2026-11-22', 'week', -1)).toBe('2026-11-15');
    expect(shiftDate('2026-03-08', 'day', 1)).toBe('2026-03-09');
    expect(shiftDate('2026-11-01', 'day', -1)).toBe('2026-10-31');
  });

  it('maps FullCalendar views and asks for five a day in the month only', () => {
    expect(viewFromFullCalendar('timeGridDay')).toBe('day');
    expect(viewFromFullCalendar('timeGridWeek')).toBe('week');
    expect(perDayFor('month')).toBe(5);
    expect(perDayFor('week')).toBe(50);
  });
});

describe('monthWeeks', () => {
  it('gives the month grid a row of seven days per week, Sunday first, as many weeks as the month spans', () => {
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    expect(monthWeeks('2026-02-14')).toEqual([
      ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07'],
      ['2026-02-08', '2026-02-09', '2026-02-10', '2026-02-11', '2026-02-12', '2026-02-13', '2026-02-14'],
      ['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21'],
      ['2026-02-22', '2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28'],
    ]);
    // May 2026 runs from a Friday to a Sunday: six weeks, from 26 April to 6 June.
    const may = monthWeeks('2026-05-31');
    expect(may).toHaveLength(6);
    expect(may[0]?.[0]).toBe('2026-04-26');
    expect(may[5]?.[6]).toBe('2026-06-06');
    expect(may.every((week) => week.length === 7)).toBe(true);
  });
});
