import {
  instantInZone,
  instantsOfWallClock,
  isAmbiguousInZone,
  wallClockOf,
  zoneAbbreviation,
} from '@casecover/shared';
import type { Dayjs } from 'dayjs';

// Add Task's From and To are instants shown in the user's zone, each rebuilt from its instant
// (instantInZone) so the field shows what is saved; To defaults to defaultTaskEnd.

/**
 * The To the user means: a wall-clock time that happens twice (the fall-back hour) is read at the
 * offset that puts it after From when only one does, so 01:30 AM EST after 01:30 AM EDT is not
 * refused as "not after the start".
 */
export function endAfter(end: Dayjs, start: Dayjs | null, timeZone: string): Dayjs {
  const value = instantInZone(end, timeZone);
  if (!start || value.valueOf() > start.valueOf()) return value;
  const later = instantsOfWallClock(wallClockOf(value.valueOf(), timeZone), timeZone).find((t) => t > start.valueOf());
  return later === undefined ? value : instantInZone(later, timeZone);
}

/** "1:30 AM EDT": the time and the zone's short name, for a time the clocks show twice; else nothing. */
export function ambiguousTimeLabel(value: Dayjs | null, timeZone: string): string | undefined {
  if (!value?.isValid() || !isAmbiguousInZone(value.valueOf(), timeZone)) return undefined;
  return `${value.format('h:mm A')} ${zoneAbbreviation(value.valueOf(), timeZone)}: the clocks go back this night, so this time happens twice.`;
}

/** The same wall-clock time at its other offset (1:30 AM EST for 1:30 AM EDT), or null when it happens once. */
export function otherReading(value: Dayjs | null, timeZone: string): Dayjs | null {
  if (!value?.isValid()) return null;
  const twin = instantsOfWallClock(wallClockOf(value.valueOf(), timeZone), timeZone).find((t) => t !== value.valueOf());
  return twin === undefined ? null : instantInZone(twin, timeZone);
}

/**
 * A typed or picked time read the way the API reads one: a time the clocks show twice at its first
 * (daylight) offset. The picker's own parsing takes the second; otherReading offers the switch.
 */
export function firstReading(value: Dayjs, timeZone: string): Dayjs {
  const [first] = instantsOfWallClock(wallClockOf(value.valueOf(), timeZone), timeZone);
  return instantInZone(first ?? value.valueOf(), timeZone);
}
