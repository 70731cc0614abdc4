import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { wallClockOf } from './dates-wall-clock';
import { ZONES, dstEdges, zoneAndInstant } from './zone-arbitraries';

/** The wall clock as Intl reads it, every time afresh. */
function intlWallClock(t: number, tz: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(t));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

// wallClockOf keeps each UTC day's offset (each quarter hour's, around a change and before 1970):
// it must read as Intl does on both sides of every clock change, at odd seconds and milliseconds,
// and far from today.
describe('wall clock kept per day and quarter hour (property-based)', { timeout: 120_000 }, () => {
  it('reads every instant as Intl does, in every zone', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([tz, t]) => {
        expect(wallClockOf(t, tz)).toEqual(intlWallClock(t, tz));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the seconds around every clock change of 2026-2028 as Intl does', () => {
    for (const tz of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/St_Johns']) {
      for (const edge of dstEdges(tz)) {
        for (const delta of [-900_001, -60_000, -1001, -1000, -1, 0, 1, 999, 1000, 60_000, 899_999]) {
          expect(wallClockOf(edge + delta, tz), `${tz} ${new Date(edge + delta).toISOString()}`).toEqual(
            intlWallClock(edge + delta, tz),
          );
        }
      }
    }
  });

  it('reads a change at an odd second, inside a quarter hour, as Intl does (Abidjan, 1 January 1912)', () => {
    // Local mean time (-00:16:08) gave way to GMT at 1912-01-01T00:16:08Z.
    const change = Date.UTC(1912, 0, 1, 0, 16, 8);
    for (let t = Date.UTC(1912, 0, 1, 0, 15) - 1500; t <= Date.UTC(1912, 0, 1, 0, 30) + 1500; t += 500) {
      expect(wallClockOf(t, 'Africa/Abidjan'), new Date(t).toISOString()).toEqual(intlWallClock(t, 'Africa/Abidjan'));
    }
    expect(wallClockOf(change - 1000, 'Africa/Abidjan')).toMatchObject({
      year: 1911,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(wallClockOf(change, 'Africa/Abidjan')).toMatchObject({ year: 1912, hour: 0, minute: 16, second: 8 });
  });

  it('reads instants from 1900 to 2199, and before and after them, as Intl does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2250, 0, 1) }),
        (tz, t) => {
          // Twice: the second read comes from the kept offset.
          expect(wallClockOf(t, tz)).toEqual(intlWallClock(t, tz));
          expect(wallClockOf(t, tz)).toEqual(intlWallClock(t, tz));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('wall clock reads of a month', () => {
  it('ask Intl a few times a day, not for every quarter hour a task starts in', () => {
    const reads = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      // Six weeks (one with a clock change) holding 400 starts at odd minutes, in a zone no other
      // test warmed: two reads a day, and two a start on the day of the change.
      const first = Date.UTC(2031, 2, 1);
      for (let i = 0; i < 400; i += 1) wallClockOf(first + i * 151 * 60_000, 'America/Boise');
      expect(reads.mock.calls.length).toBeLessThanOrEqual(2 * 43 + 2 * 12);
    } finally {
      reads.mockRestore();
    }
  });
});
