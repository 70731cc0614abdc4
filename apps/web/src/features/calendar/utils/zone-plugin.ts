import { offsetMinutesAtWallClock, wallClockArrayOf } from '@casecover/shared';
import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';

/**
 * FullCalendar's named time zones, answered by the runtime's zone rules (Intl, cached per zone,
 * through the shared wall-clock helpers) rather than a second date library: given
 * `timeZone="Asia/Kolkata"`, FullCalendar draws events at Kolkata's wall clock and hands back
 * real instants (the visible range, a clicked day or time).
 */
class IntlNamedTimeZone extends NamedTimeZoneImpl {
  offsetForArray(a: number[]): number {
    return offsetMinutesAtWallClock(a, this.timeZoneName);
  }

  timestampToArray(ms: number): number[] {
    return wallClockArrayOf(ms, this.timeZoneName);
  }
}

export const zonePlugin = createPlugin({ name: 'casecover-intl-zones', namedTimeZonedImpl: IntlNamedTimeZone });
