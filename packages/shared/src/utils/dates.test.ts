import { describe, expect, it, vi } from 'vitest';
import { dayRangeInZone, formatInZone, isValidTimeZone, localDays, startOfYesterday, zonedToUtc } from './dates';

const NY = 'America/New_York';

describe('time zones across DST changes', () => {
  it('keeps wall-clock times for a task created over the March change (spring forward)', () => {
    // 8 March 2026: clocks go from 02:00 EST to 03:00 EDT.
    const start = zonedToUtc('2026-03-07 09:00', NY);
    const end = zonedToUtc('2026-03-09 09:00', NY);
    expect(start.toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(formatInZone(start, NY)).toBe('03-07-2026-09:00 AM');
    expect(formatInZone(end, NY)).toBe('03-09-2026-09:00 AM');
    // 47 hours apart, not 48: the wall clock is what stays the same.
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(47);
  });

  it('keeps wall-clock times over the November change (fall back)', () => {
    // 1 November 2026: clocks go from 02:00 EDT back to 01:00 EST.
    const start = zonedToUtc('2026-10-31 18:00', NY);
    const end = zonedToUtc('2026-11-01 18:00', NY);
    expect(start.toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-01T23:00:00.000Z');
    expect(formatInZone(end, NY)).toBe('11-01-2026-06:00 PM');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
  });

  it('sends a date-range filter over whole local days, from 00:00 to the next 00:00, in UTC', () => {
    // The March change day is 23 hours long; the November one 25.
    expect(dayRangeInZone('2026-03-08', '2026-03-08', NY)).toEqual({
      startDate: '2026-03-08T05:00:00.000Z',
      endDate: '2026-03-09T03:59:59.999Z',
    });
    expect(dayRangeInZone('2026-11-01', '2026-11-01', NY)).toEqual({
      startDate: '2026-11-01T04:00:00.000Z',
      endDate: '2026-11-02T04:59:59.999Z',
    });
  });

  it('finds the start of yesterday in the user\u2019s zone', () => {
    const now = new Date('2026-11-02T03:30:00Z'); // 1 Nov 22:30 in New York
    expect(startOfYesterday(NY, now).toISOString()).toBe('2026-10-31T04:00:00.000Z');
  });
});

describe('localDays', () => {
  const iso = (d: { day: string; start: Date; end: Date }) => [d.day, d.start.toISOString(), d.end.toISOString()];

  it('cuts a range into the zone\u2019s days, a 23-hour one at the March change', () => {
    const days = localDays(new Date('2026-03-07T05:00:00Z'), new Date('2026-03-10T04:00:00Z'), NY);
    expect(days.map(iso)).toEqual([
      ['2026-03-07', '2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z'],
      ['2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
      ['2026-03-09', '2026-03-09T04:00:00.000Z', '2026-03-10T04:00:00.000Z'],
    ]);
  });

  it('has a 25-hour day at the November change', () => {
    const [day] = localDays(new Date('2026-11-01T12:00:00Z'), new Date('2026-11-01T13:00:00Z'), NY);
    expect(day && iso(day)).toEqual(['2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
  });

  it('includes the partial days at both ends and nothing for an empty range', () => {
    const days = localDays(new Date('2026-05-01T20:00:00Z'), new Date('2026-05-03T01:00:00Z'), 'Asia/Tokyo');
    // 05:00 on 2 May to 10:00 on 3 May, Tokyo time.
    expect(days.map((d) => d.day)).toEqual(['2026-05-02', '2026-05-03']);
    expect(localDays(new Date('2026-05-01T00:00:00Z'), new Date('2026-05-01T00:00:00Z'), 'UTC')).toEqual([]);
  });
});

describe('isValidTimeZone', () => {
  it('knows the runtime\u2019s zones, in any case, and nothing else', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(isValidTimeZone('America/New_York')).toBe(true);
      expect(isValidTimeZone('america/new_york')).toBe(true);
      expect(isValidTimeZone('UTC')).toBe(true);
      expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
      expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isValidTimeZone('')).toBe(false);
    }
  });

  it('asks the runtime once per zone: every calendar call checks its zone', () => {
    const zone = 'Pacific/Chatham';
    expect(isValidTimeZone(zone)).toBe(true);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 5; i += 1) expect(isValidTimeZone(zone)).toBe(true);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('keeps answering past what it remembers, however many spellings it is sent', () => {
    // Zone names are case-insensitive, so there are endless valid spellings to send.
    const spellings = Array.from({ length: 1_500 }, (_, i) =>
      'europe/london'
        .split('')
        .map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c))
        .join(''),
    );
    for (const spelling of spellings) expect(isValidTimeZone(spelling)).toBe(true);
    expect(isValidTimeZone('Europe/Londres')).toBe(false);
  });
});
