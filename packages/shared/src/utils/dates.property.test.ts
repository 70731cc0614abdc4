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
  zoneOffsetMs,
} from './dates';

// Properties over every IANA zone the runtime knows and instants of 2026-2028, a good share of
// them within two hours of one of the zone's DST changes in those years.

const ZONES = Intl.supportedValuesOf('timeZone');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2029, 0, 1);

const edgeCache = new Map<string, number[]>();
/** The instants at which the zone's offset changes in 2026-2028, to the minute. */
function dstEdges(tz: string): number[] {
  let edges = edgeCache.get(tz);
  if (edges) return edges;
  edges = [];
  for (let day = FROM; day < TO; day += DAY) {
    if (zoneOffsetMs(day, tz) === zoneOffsetMs(day + DAY, tz)) continue;
    let [lo, hi] = [day, day + DAY];
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffsetMs(mid, tz) === zoneOffsetMs(lo, tz)) lo = mid;
      else hi = mid;
    }
    edges.push(hi);
  }
  edgeCache.set(tz, edges);
  return edges;
}

const minutes = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/** A zone and a minute-aligned instant in 2026-2028, often right at one of that zone's DST changes. */
const zoneAndInstant = fc.constantFrom(...ZONES).chain((tz) => {
  const edges = dstEdges(tz);
  const anywhere = fc.integer({ min: FROM, max: TO - 1 }).map(minutes);
  const nearEdge = edges.length
    ? fc.tuple(fc.constantFrom(...edges), fc.integer({ min: -120, max: 120 })).map(([edge, m]) => edge + m * 60_000)
    : anywhere;
  return fc.tuple(fc.constant(tz), fc.oneof(anywhere, nearEdge));
});

const wire = (tz: string, t: number) => formatInZone(new Date(t), tz, 'YYYY-MM-DD HH:mm');

describe('time in every zone (property-based)', () => {
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
