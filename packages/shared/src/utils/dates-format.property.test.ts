import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fillInstantMarks,
  formatInZone,
  formatInZoneLabelled,
  formatTaskDateTime,
  formatTaskTime,
  instantMark,
  isAmbiguousInZone,
  localDayBounds,
  localDayOf,
  localDays,
  offsetMinutesAtWallClock,
  TASK_DATE_TIME_FORMAT,
  wallClockArrayOf,
  wallClockOf,
  zoneAbbreviation,
  zoneOffsetMs,
} from './dates';
import { HOUR, ZONES, zoneAndInstant } from './zone-arbitraries';

// The formatting helper, the calendar's zone arrays, local days and notification times, over
// every IANA zone and instants of 2026-2028 (many at a DST change).

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// Many zones' DST edges are found on first use: generous limits for a shared, loaded machine.
const SLOW = { timeout: 120_000 };

describe('formatting in a zone (property-based)', SLOW, () => {
  it('writes the zone\u2019s wall clock, and its offset for Z', () => {
    fc.assert(
      fc.property(zoneAndInstant, fc.integer({ min: 0, max: 59_999 }), ([tz, minute], extra) => {
        const t = minute + extra;
        const w = wallClockOf(t, tz);
        const expected = `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
        expect(formatInZone(new Date(t), tz, 'YYYY-MM-DD HH:mm:ss')).toBe(expected);
        const offset = zoneOffsetMs(t, tz) / 60_000;
        const sign = offset < 0 ? '-' : '+';
        const z = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
        expect(formatInZone(new Date(t), tz, 'Z')).toBe(z);
        // The 12-hour form the screens use agrees with the 24-hour one.
        const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
        expect(formatInZone(new Date(t), tz, 'hh:mm A')).toBe(
          `${pad(hour12)}:${pad(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`,
        );
      }),
      { numRuns: 400 },
    );
  });

  it('writes a wall clock in the task format as formatInZone does', () => {
    fc.assert(
      fc.property(zoneAndInstant, fc.integer({ min: 0, max: 59_999 }), ([tz, minute], extra) => {
        const t = minute + extra;
        const w = wallClockOf(t, tz);
        expect(formatTaskDateTime(w)).toBe(formatInZone(new Date(t), tz, TASK_DATE_TIME_FORMAT));
        expect(formatTaskTime(w)).toBe(formatInZone(new Date(t), tz, 'hh:mm A'));
      }),
      { numRuns: 400 },
    );
  });

  it('labels a time with the zone\u2019s name at that instant: letters where known, else the offset', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([tz, t]) => {
        const label = zoneAbbreviation(t, tz);
        expect(formatInZoneLabelled(new Date(t), tz)).toBe(
          `${formatInZone(new Date(t), tz, 'MM-DD-YYYY hh:mm A')} ${label}`,
        );
        expect(label).toMatch(/^([A-Z]{2,5}|GMT([+-]\d{1,2}(:\d{2})?)?|UTC)$/);
      }),
      { numRuns: 400 },
    );
  });

  it('writes every time kept in a notification in the reader\u2019s zone, leaving the rest of the text', () => {
    fc.assert(
      fc.property(
        zoneAndInstant,
        fc.constantFrom(...ZONES),
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        ([booked, t], reader, before, after) => {
          const stored = `${before}${instantMark(new Date(t))}${after} (was ${instantMark(new Date(t - HOUR))})`;
          const shown = `${before}${formatInZoneLabelled(new Date(t), reader)}${after} (was ${formatInZoneLabelled(new Date(t - HOUR), reader)})`;
          expect(fillInstantMarks(stored, reader)).toBe(shown);
          // Read in the zone it was booked in, it shows the booked wall clock.
          expect(fillInstantMarks(instantMark(new Date(t)), booked)).toContain(
            formatInZone(new Date(t), booked, 'MM-DD-YYYY hh:mm A'),
          );
          expect(fillInstantMarks(`${before}${after}`, reader)).toBe(`${before}${after}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the calendar\u2019s zone arrays (property-based)', SLOW, () => {
  it('round-trip every instant, the second pass of a repeated hour reading as its first', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([tz, t]) => {
        const a = wallClockArrayOf(t, tz);
        const [year = 0, month0 = 0, day = 0, hour = 0, minute = 0, second = 0, ms = 0] = a;
        const back = Date.UTC(year, month0, day, hour, minute, second, ms) - offsetMinutesAtWallClock(a, tz) * 60_000;
        if (back !== t) {
          expect(isAmbiguousInZone(t, tz)).toBe(true);
          expect(back).toBeLessThan(t);
          expect(wallClockArrayOf(back, tz)).toEqual(a);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('places a wall-clock time the clocks skip after the gap', () => {
    // 02:30 on 14 March 2027 in New York does not happen: it is read as 03:30 EDT.
    const offset = offsetMinutesAtWallClock([2027, 2, 14, 2, 30, 0, 0], 'America/New_York');
    expect(offset).toBe(-300);
    expect(new Date(Date.UTC(2027, 2, 14, 2, 30) - offset * 60_000).toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });
});

describe('local days (property-based)', SLOW, () => {
  it('cut a range into the zone\u2019s days, back to back, each from its 00:00 to the next', () => {
    fc.assert(
      fc.property(zoneAndInstant, fc.integer({ min: 1, max: 80 * HOUR }), ([tz, from], length) => {
        const to = from + length;
        const days = localDays(new Date(from), new Date(to), tz);
        expect(days[0]?.day).toBe(localDayOf(from, tz));
        expect(days.at(-1)?.day).toBe(localDayOf(to - 1, tz));
        days.forEach((d, i) => {
          const bounds = localDayBounds(d.day, tz);
          expect([d.start.getTime(), d.end.getTime()]).toEqual([bounds.start, bounds.end]);
          if (i > 0) expect(d.start.getTime()).toBe(days[i - 1]?.end.getTime());
        });
      }),
      { numRuns: 300 },
    );
  });
});
