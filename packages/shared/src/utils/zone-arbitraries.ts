import fc from 'fast-check';
import { zoneOffsetMs } from './dates-wall-clock';

// For property tests: every IANA zone the runtime knows and instants of 2026-2028, a good share of
// them within two hours of one of the zone's DST changes in those years.

export const ZONES = Intl.supportedValuesOf('timeZone');
export const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2029, 0, 1);

const edgeCache = new Map<string, number[]>();
/** The instants at which the zone's offset changes in 2026-2028, to the minute. */
export function dstEdges(tz: string): number[] {
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
export const zoneAndInstant = fc.constantFrom(...ZONES).chain((tz) => {
  const edges = dstEdges(tz);
  const anywhere = fc.integer({ min: FROM, max: TO - 1 }).map(minutes);
  const nearEdge = edges.length
    ? fc.tuple(fc.constantFrom(...edges), fc.integer({ min: -120, max: 120 })).map(([edge, m]) => edge + m * 60_000)
    : anywhere;
  return fc.tuple(fc.constant(tz), fc.oneof(anywhere, nearEdge));
});
