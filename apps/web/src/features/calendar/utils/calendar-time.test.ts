import { describe, expect, it } from 'vitest';
import { calendarDateToDay, presetStartFor, todayInZone, usableTimeZone, visibleRangeToUtc } from './calendar-time';

const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';

// The calendar runs in the user's zone and hands out real instants: 00:00 of a New York day is
// 05:00 UTC in winter, 04:00 in summer; 00:00 in Kolkata is 18:30 UTC the day before.
const instant = (iso: string) => new Date(iso);

describe('calendarDateToDay', () => {
  it('reads the day in the calendar\u2019s zone, not in UTC', () => {
    expect(calendarDateToDay(instant('2026-11-22T05:00:00.000Z'), NY)).toBe('2026-11-22');
    expect(calendarDateToDay(instant('2026-11-21T18:30:00.000Z'), KOLKATA)).toBe('2026-11-22');
    // The first instant of the March change day, and of the November one.
    expect(calendarDateToDay(instant('2026-03-08T05:00:00.000Z'), NY)).toBe('2026-03-08');
    expect(calendarDateToDay(instant('2026-11-01T04:00:00.000Z'), NY)).toBe('2026-11-01');
  });
});

describe('visibleRangeToUtc', () => {
  it('sends the range\u2019s instants as they are', () => {
    // The 23-hour March change day in New York.
    expect(visibleRangeToUtc(instant('2026-03-08T05:00:00.000Z'), instant('2026-03-09T04:00:00.000Z'))).toEqual({
      startDate: '2026-03-08T05:00:00.000Z',
      endDate: '2026-03-09T04:00:00.000Z',
    });
  });
});

describe('todayInZone', () => {
  it('is the date of the zone, not of UTC', () => {
    const now = new Date('2026-11-23T03:00:00.000Z');
    expect(todayInZone(NY, now)).toBe('2026-11-22');
    expect(todayInZone('UTC', now)).toBe('2026-11-23');
    expect(todayInZone(KOLKATA, new Date('2026-11-22T19:00:00.000Z'))).toBe('2026-11-23');
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
    expect(presetStartFor(instant('2026-11-25T05:00:00.000Z'), true, NY, now)).toBe('2026-11-25T14:00:00.000Z');
    expect(presetStartFor(instant('2026-11-24T18:30:00.000Z'), true, KOLKATA, now)).toBe('2026-11-25T03:30:00.000Z');
  });

  it('presets 9:00 AM EDT on the day of the spring change', () => {
    expect(presetStartFor(instant('2027-03-14T05:00:00.000Z'), true, NY, now)).toBe('2027-03-14T13:00:00.000Z');
  });

  it('presets the clicked time in the week and day views', () => {
    expect(presetStartFor(instant('2026-11-25T19:30:00.000Z'), false, NY, now)).toBe('2026-11-25T19:30:00.000Z');
  });

  it('allows yesterday, the earliest day the start picker offers', () => {
    expect(presetStartFor(instant('2026-11-21T05:00:00.000Z'), true, NY, now)).toBe('2026-11-21T14:00:00.000Z');
    expect(presetStartFor(instant('2026-11-21T05:00:00.000Z'), false, NY, now)).toBe('2026-11-21T05:00:00.000Z');
  });

  it('presets nothing for a day before yesterday', () => {
    expect(presetStartFor(instant('2026-11-20T05:00:00.000Z'), true, NY, now)).toBeUndefined();
    expect(presetStartFor(instant('2026-11-21T04:45:00.000Z'), false, NY, now)).toBeUndefined();
  });
});
