import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PICKER_FORMAT,
  dayRangeInZone,
  defaultTaskEnd,
  formatInZone,
  instantsOfWallClock,
  localDayOf,
  readWireDateTime,
  wallClockOf,
} from './dates';
import { HOUR, ZONES, dstEdges, zoneAndInstant } from './zone-arbitraries';

const wire = (tz: string, t: number) => formatInZone(new Date(t), tz, 'YYYY-MM-DD HH:mm');

// Finding every zone's DST edges takes seconds on a loaded machine.
describe('time in every zone (property-based)', { timeout: 120_000 }, () => {
  it('has DST edges to test: New York changes twice a year in 2026-2028', () => {
    expect(dstEdges('America/New_York').map((t) => new Date(t).toISOString())).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2027-03-14T07:00:00.000Z',
      '2027-11-07T06:00:00.000Z',
      '2028-03-12T07:00:00.000Z',
      '2028-11-05T06:00:00.000Z',
    ]);
  });

  it('keeps a task\u2019s wall-clock time for its creator and the same instant in every other zone', () => {
    fc.assert(
      fc.property(zoneAndInstant, fc.constantFrom(...ZONES), ([tz, t], other) => {
        // The creator books what his clock shows; read back, it is that instant or (in the repeated
        // hour) its twin, and it shows the same wall clock.
        const booked = readWireDateTime(wire(tz, t), tz);
        expect(instantsOfWallClock(wallClockOf(t, tz), tz)).toContain(t);
        expect(wire(tz, booked)).toBe(wire(tz, t));
        expect(booked === t || instantsOfWallClock(wallClockOf(t, tz), tz).length === 2).toBe(true);
        // Another zone sees one instant: its own wall clock of it reads back to the same moment.
        expect(instantsOfWallClock(wallClockOf(t, other), other)).toContain(t);
        expect(readWireDateTime(new Date(t).toISOString(), other)).toBe(t);
      }),
      { numRuns: 400 },
    );
  });

  it('a local-day filter includes exactly the tasks whose start falls in that day', () => {
    fc.assert(
      fc.property(
        zoneAndInstant,
        fc.array(fc.integer({ min: -30 * HOUR, max: 30 * HOUR }), { minLength: 1, maxLength: 30 }),
        ([tz, t], shifts) => {
          const day = localDayOf(t, tz);
          const { startDate, endDate } = dayRangeInZone(day, day, tz);
          const [from, to] = [Date.parse(startDate), Date.parse(endDate)];
          for (const start of shifts.map((s) => t + s)) {
            // The list keeps startDate <= start <= endDate.
            expect(from <= start && start <= to).toBe(localDayOf(start, tz) === day);
          }
          // Day bounds themselves: 00:00 is in the day, the next 00:00 is not.
          expect(localDayOf(from, tz)).toBe(day);
          expect(localDayOf(to + 1, tz)).not.toBe(day);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the default end is exactly one elapsed hour after the start, and shows the wall clock of that instant', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([tz, t]) => {
        const end = defaultTaskEnd(t, tz);
        expect(end.valueOf() - t).toBe(HOUR);
        expect(end.format(PICKER_FORMAT)).toBe(formatInZone(new Date(t + HOUR), tz, PICKER_FORMAT));
        const w = wallClockOf(t + HOUR, tz);
        expect([end.year(), end.month() + 1, end.date(), end.hour(), end.minute()]).toEqual([
          w.year,
          w.month,
          w.day,
          w.hour,
          w.minute,
        ]);
      }),
      { numRuns: 400 },
    );
  });
});
