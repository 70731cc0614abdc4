import type { CalendarEvent } from '@casecover/shared';
import { describe, expect, it } from 'vitest';
import { describeTask, formatDateRange, moreLabel, toCalendarEntries, toMoreEntries } from './calendar-events';

const NY = 'America/New_York';

const task = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  _id: 't1',
  title: 'Pacemaker Implant',
  start: '2026-11-25T14:00:00.000Z',
  end: '2026-11-25T15:00:00.000Z',
  taskstatus: 'assigned',
  isEmergency: false,
  companyData: { name: 'MedVance Surgical' },
  assignedTo: { name: 'Jordan Ellis' },
  ...overrides,
});

describe('toCalendarEntries', () => {
  it('hands the calendar wall-clock times of the zone in the status colour', () => {
    const [entry] = toCalendarEntries([task()], NY);
    expect(entry).toMatchObject({
      id: 't1',
      title: 'Pacemaker Implant',
      start: '2026-11-25T09:00:00',
      end: '2026-11-25T10:00:00',
      backgroundColor: '#1d4ed8',
      borderColor: '#1d4ed8',
      extendedProps: { kind: 'task', order: 0 },
    });
  });

  it('gives each status its own colour', () => {
    const colours = new Set(
      (['unassigned', 'pending', 'assigned', 'inprogress', 'completed', 'cancelled', 'uncovered'] as const).map(
        (taskstatus) => toCalendarEntries([task({ taskstatus })], NY)[0]?.backgroundColor,
      ),
    );
    expect(colours.size).toBe(7);
  });
});

describe('toMoreEntries', () => {
  it('makes one "+N more" link per day the server cut short, after that day\u2019s tasks', () => {
    const entries = toMoreEntries([
      { date: '2026-11-25', count: 3 },
      { date: '2026-11-26', count: 12 },
    ]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      id: 'more-2026-11-25',
      title: '+3 more',
      start: '2026-11-25',
      allDay: true,
      extendedProps: { kind: 'more', date: '2026-11-25', count: 3, order: 1 },
    });
    expect(entries[1]?.title).toBe('+12 more');
  });

  it('draws nothing for a day with nothing hidden', () => {
    expect(toMoreEntries([{ date: '2026-11-25', count: 0 }])).toEqual([]);
    expect(toMoreEntries([])).toEqual([]);
  });

  it('labels the link', () => {
    expect(moreLabel(1)).toBe('+1 more');
  });
});

describe('formatDateRange', () => {
  it('shows the end time alone when the task ends the day it starts', () => {
    expect(formatDateRange('2026-11-25T14:00:00.000Z', '2026-11-25T15:30:00.000Z', NY)).toBe(
      '11-25-2026-09:00 AM – 10:30 AM',
    );
  });

  it('shows both ends in full across midnight in the zone', () => {
    expect(formatDateRange('2026-11-26T03:00:00.000Z', '2026-11-26T06:00:00.000Z', NY)).toBe(
      '11-25-2026-10:00 PM – 11-26-2026-01:00 AM',
    );
  });

  it('describes a task for assistive technology', () => {
    expect(describeTask(task({ isEmergency: true }), NY)).toBe(
      'Pacemaker Implant, Emergency, Assigned, 11-25-2026-09:00 AM – 10:00 AM, MedVance Surgical',
    );
  });
});
