import { formatInZone } from '@casecover/shared';
import { describe, expect, it } from 'vitest';
import {
  describeTask,
  formatDateRange,
  formatDateRangeLabelled,
  gridTimeText,
  moreLabel,
  toCalendarEntries,
  toMoreEntries,
} from './calendar-events';
import { calendarEvent } from '@/test/calendar-event';

const NY = 'America/New_York';

const task = calendarEvent;

describe('toCalendarEntries', () => {
  it('hands the calendar the instants (it draws them in its own zone) in the status colour', () => {
    const [entry] = toCalendarEntries([task()]);
    expect(entry).toMatchObject({
      id: 't1',
      title: 'Pacemaker Implant',
      start: '2026-11-25T14:00:00.000Z',
      end: '2026-11-25T15:00:00.000Z',
      backgroundColor: '#1d4ed8',
      borderColor: '#1d4ed8',
      extendedProps: { kind: 'task', order: 0 },
    });
  });

  it('gives each status its own colour', () => {
    const colours = new Set(
      (['unassigned', 'pending', 'assigned', 'inprogress', 'completed', 'cancelled', 'uncovered'] as const).map(
        (taskstatus) => toCalendarEntries([task({ taskstatus })])[0]?.backgroundColor,
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

  it('writes each end as the app\u2019s date format does, at midnight, noon and across clock changes', () => {
    const zones = [NY, 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
    // Every 37 minutes over two days around each of New York's and Lord Howe's clock changes.
    const starts = ['2026-03-07T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-04-04T00:00:00.000Z'].flatMap(
      (first) => Array.from({ length: 78 }, (_, i) => Date.parse(first) + i * 37 * 60_000),
    );
    for (const zone of zones) {
      for (const start of starts) {
        const [from, to] = [new Date(start).toISOString(), new Date(start + 95 * 60_000).toISOString()];
        const sameDay = formatInZone(from, zone, 'YYYY-MM-DD') === formatInZone(to, zone, 'YYYY-MM-DD');
        const expected = `${formatInZone(from, zone)} – ${sameDay ? formatInZone(to, zone, 'hh:mm A') : formatInZone(to, zone)}`;
        expect(formatDateRange(from, to, zone), `${from} in ${zone}`).toBe(expected);
      }
    }
  });

  it('describes a task for assistive technology', () => {
    expect(describeTask(task({ isEmergency: true }), NY)).toBe(
      'Pacemaker Implant, Emergency, Assigned, 11-25-2026-09:00 AM – 10:00 AM, MedVance Surgical',
    );
  });
});

describe('formatDateRangeLabelled', () => {
  it('labels the dates with the zone they are shown in', () => {
    expect(formatDateRangeLabelled('2027-02-11T04:30:00.000Z', '2027-02-11T05:30:00.000Z', 'Asia/Kolkata')).toBe(
      '02-11-2027-10:00 AM – 11:00 AM IST',
    );
    expect(formatDateRangeLabelled('2027-02-11T04:30:00.000Z', '2027-02-11T05:30:00.000Z', NY)).toBe(
      '02-10-2027-11:30 PM – 02-11-2027-12:30 AM EST',
    );
  });

  it('labels each end when the clocks change in between', () => {
    // 1:30 AM EDT to 1:30 AM EST on 7 November 2027.
    expect(formatDateRangeLabelled('2027-11-07T05:30:00.000Z', '2027-11-07T06:30:00.000Z', NY)).toBe(
      '11-07-2027-01:30 AM EDT – 01:30 AM EST',
    );
  });
});

describe('gridTimeText', () => {
  const late = task({ start: '2026-11-26T04:30:00.000Z', end: '2026-11-26T05:00:00.000Z' });

  it('shows start and end times of a task within a day', () => {
    expect(gridTimeText(task(), NY, true)).toBe('9:00am – 10:00am');
  });

  it('names the next day for a task ending at midnight', () => {
    // 11:30 PM on Wednesday 25 November to 12:00 AM on Thursday.
    expect(gridTimeText(late, NY, true)).toBe('11:30pm – Thu 12:00am');
  });

  it('names the days on both parts of a task running past midnight', () => {
    const pastMidnight = task({ start: '2026-11-26T04:30:00.000Z', end: '2026-11-26T05:30:00.000Z' });
    expect(gridTimeText(pastMidnight, NY, true)).toBe('11:30pm – Thu 12:30am');
    expect(gridTimeText(pastMidnight, NY, false)).toBe('Wed 11:30pm – 12:30am');
  });

  it('reads the days in the viewer’s zone', () => {
    // The same task is 10:00 to 10:30 AM on Thursday in Kolkata.
    expect(gridTimeText(late, 'Asia/Kolkata', true)).toBe('10:00am – 10:30am');
  });
});
