import { describe, expect, it } from 'vitest';
import {
  calendarDateToDay,
  calendarDateToWallClock,
  presetStartFor,
  toWallClock,
  todayInZone,
  usableTimeZone,
  visibleRangeToUtc,
  wallClockToUtc,
} from './calendar-time';

const NY = 'America/New_York';
/** A date as the calendar hands it out: the wall clock in its UTC fields. */
const calendarDate = (wallClock: string) => new Date(`${wallClock}Z`);

describe('toWallClock', () => {
  it('shows an instant at the wall-clock time of the zone', () => {
    expect(toWallClock('2026-11-22T14:00:00.000Z', NY)).toBe('2026-11-22T09:00:00');
    expect(toWallClock('2026-07-01T14:00:00.000Z', NY)).toBe('2026-07-01T10:00:00');
    expect(toWallClock('2026-11-22T14:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-22T19:30:00');
  });

  it('follows the spring change in New York on 8 March 2026', () => {
    expect(toWallClock('2026-03-08T06:30:00.000Z', NY)).toBe('2026-03-08T01:30:00');
    // 07:00Z is 02:00 EST, which does not exist: the clock reads 03:00 EDT.
    expect(toWallClock('2026-03-08T07:00:00.000Z', NY)).toBe('2026-03-08T03:00:00');
    expect(toWallClock('2026-03-08T14:00:00.000Z', NY)).toBe('2026-03-08T10:00:00');
  });

  it('follows the autumn change in New York on 1 November 2026', () => {
    // 01:30 happens twice: first in EDT, then in EST.
    expect(toWallClock('2026-11-01T05:30:00.000Z', NY)).toBe('2026-11-01T01:30:00');
    expect(toWallClock('2026-11-01T06:30:00.000Z', NY)).toBe('2026-11-01T01:30:00');
    expect(toWallClock('2026-11-01T14:00:00.000Z', NY)).toBe('2026-11-01T09:00:00');
  });
});

describe('wallClockToUtc', () => {
  it('turns a wall-clock time of the zone into the UTC instant', () => {
    expect(wallClockToUtc('2026-11-22T09:00:00', NY)).toBe('2026-11-22T14:00:00.000Z');
    expect(wallClockToUtc('2026-11-22T09:00:00', 'UTC')).toBe('2026-11-22T09:00:00.000Z');
  });

  it('uses EST before and EDT after the spring change', () => {
    expect(wallClockToUtc('2026-03-08T00:00:00', NY)).toBe('2026-03-08T05:00:00.000Z');
    expect(wallClockToUtc('2026-03-08T01:59:00', NY)).toBe('2026-03-08T06:59:00.000Z');
    expect(wallClockToUtc('2026-03-08T03:00:00', NY)).toBe('2026-03-08T07:00:00.000Z');
    expect(wallClockToUtc('2026-03-09T00:00:00', NY)).toBe('2026-03-09T04:00:00.000Z');
  });

  it('moves a time skipped by the spring change an hour on', () => {
    expect(wallClockToUtc('2026-03-08T02:30:00', NY)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('uses EDT before and EST after the autumn change', () => {
    expect(wallClockToUtc('2026-11-01T00:00:00', NY)).toBe('2026-11-01T04:00:00.000Z');
    expect(wallClockToUtc('2026-11-01T02:00:00', NY)).toBe('2026-11-01T07:00:00.000Z');
    expect(wallClockToUtc('2026-11-02T00:00:00', NY)).toBe('2026-11-02T05:00:00.000Z');
  });

  it('round-trips with toWallClock away from the changes', () => {
    for (const instant of ['2026-03-07T22:15:00.000Z', '2026-03-08T12:00:00.000Z', '2026-11-01T18:45:00.000Z']) {
      expect(wallClockToUtc(toWallClock(instant, NY), NY)).toBe(instant);
    }
  });
});

describe('visibleRangeToUtc', () => {
  it('sends a month grid spanning the spring change with each end in its own offset', () => {
    // March 2026 as a month grid: Sunday 1 March to Sunday 5 April.
    expect(visibleRangeToUtc(calendarDate('2026-03-01T00:00:00'), calendarDate('2026-04-05T00:00:00'), NY)).toEqual({
      startDate: '2026-03-01T05:00:00.000Z',
      endDate: '2026-04-05T04:00:00.000Z',
    });
  });

  it('sends the day of the spring change as 23 hours', () => {
    const range = visibleRangeToUtc(calendarDate('2026-03-08T00:00:00'), calendarDate('2026-03-09T00:00:00'), NY);
    expect(range).toEqual({ startDate: '2026-03-08T05:00:00.000Z', endDate: '2026-03-09T04:00:00.000Z' });
    expect(Date.parse(range.endDate) - Date.parse(range.startDate)).toBe(23 * 3_600_000);
  });

  it('sends the week of the autumn change with EDT at its start and EST at its end', () => {
    const range = visibleRangeToUtc(calendarDate('2026-11-01T00:00:00'), calendarDate('2026-11-08T00:00:00'), NY);
    expect(range).toEqual({ startDate: '2026-11-01T04:00:00.000Z', endDate: '2026-11-08T05:00:00.000Z' });
  });

  it('is the range itself in UTC', () => {
    expect(visibleRangeToUtc(calendarDate('2026-11-01T00:00:00'), calendarDate('2026-11-08T00:00:00'), 'UTC')).toEqual({
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-08T00:00:00.000Z',
    });
  });
});

describe('calendar dates', () => {
  it('reads the wall clock from the UTC fields, whatever the browser zone', () => {
    const date = calendarDate('2026-03-08T02:30:00');
    expect(calendarDateToWallClock(date)).toBe('2026-03-08T02:30:00');
    expect(calendarDateToDay(date)).toBe('2026-03-08');
  });
});

describe('todayInZone', () => {
  it('is the date of the zone, not of UTC', () => {
    const now = new Date('2026-11-23T03:00:00.000Z');
    expect(todayInZone(NY, now)).toBe('2026-11-22');
    expect(todayInZone('UTC', now)).toBe('2026-11-23');
  });
});

describe('usableTimeZone', () => {
  it('keeps a zone and replaces an unknown name with UTC', () => {
    expect(usableTimeZone(NY)).toBe(NY);
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe('UTC');
  });
});

describe('presetStartFor', () => {
  const now = new Date('2026-11-22T15:00:00.000Z');

  it('presets 9:00 AM in the zone for a clicked day', () => {
    expect(presetStartFor(calendarDate('2026-11-25T00:00:00'), true, NY, now)).toBe('2026-11-25T14:00:00.000Z');
  });

  it('presets 9:00 AM EDT on the day of the spring change', () => {
    expect(presetStartFor(calendarDate('2027-03-14T00:00:00'), true, NY, now)).toBe('2027-03-14T13:00:00.000Z');
  });

  it('presets the clicked time in the week and day views', () => {
    expect(presetStartFor(calendarDate('2026-11-25T14:30:00'), false, NY, now)).toBe('2026-11-25T19:30:00.000Z');
  });

  it('allows yesterday, the earliest day the start picker offers', () => {
    expect(presetStartFor(calendarDate('2026-11-21T00:00:00'), true, NY, now)).toBe('2026-11-21T14:00:00.000Z');
    expect(presetStartFor(calendarDate('2026-11-21T00:00:00'), false, NY, now)).toBe('2026-11-21T05:00:00.000Z');
  });

  it('presets nothing for a day before yesterday', () => {
    expect(presetStartFor(calendarDate('2026-11-20T00:00:00'), true, NY, now)).toBeUndefined();
    expect(presetStartFor(calendarDate('2026-11-20T23:45:00'), false, NY, now)).toBeUndefined();
  });
});
