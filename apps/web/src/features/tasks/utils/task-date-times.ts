import {
  dayjs,
  instantsOfWallClock,
  isAmbiguousInZone,
  oneHourLater,
  wallClockOf,
  zoneAbbreviation,
} from '@casecover/shared';
import type { Dayjs } from 'dayjs';

/**
 * Add Task's From and To as instants shown in the user's zone. A value is rebuilt from its instant
 * (dayjs's zone arithmetic keeps the old offset over a DST change: 01:30 EST + 1 hour read
 * "02:30 -05:00", a time that never happens), so what the field shows is what is saved.
 */
export function inZone(value: Dayjs | number, timeZone: string): Dayjs {
  return dayjs(typeof value === 'number' ? value : value.valueOf()).tz(timeZone);
}

/** The default To: one hour of elapsed time after From, whatever the clocks do meanwhile. */
export function defaultEnd(start: Dayjs, timeZone: string): Dayjs {
  return inZone(oneHourLater(start.valueOf()), timeZone);
}

/**
 * The To the user means: a wall-clock time that happens twice (the fall-back hour) is read at the
 * offset that puts it after From when only one does, so 01:30 AM EST after 01:30 AM EDT is not
 * refused as "not after the start".
 */
export function endAfter(end: Dayjs, start: Dayjs | null, timeZone: string): Dayjs {
  const value = inZone(end, timeZone);
  if (!start || value.valueOf() > start.valueOf()) return value;
  const later = instantsOfWallClock(wallClockOf(value.valueOf(), timeZone), timeZone).find((t) => t > start.valueOf());
  return later === undefined ? value : inZone(later, timeZone);
}

/** "1:30 AM EDT": the time and the zone's short name, for a time the clocks show twice; else nothing. */
export function ambiguousTimeLabel(value: Dayjs | null, timeZone: string): string | undefined {
  if (!value?.isValid() || !isAmbiguousInZone(value.valueOf(), timeZone)) return undefined;
  return `${value.format('h:mm A')} ${zoneAbbreviation(value.valueOf(), timeZone)}: the clocks go back this night, so this time happens twice.`;
}
