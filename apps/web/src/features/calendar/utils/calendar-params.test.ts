import { describe, expect, it } from 'vitest';
import { perDayFor, readCalendarParams, shiftDate, viewFromFullCalendar, writeCalendarParams } from './calendar-params';

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
    expect(perDayFor('month')).toBe(5);
    expect(perDayFor('week')).toBe(50);
  });
});
