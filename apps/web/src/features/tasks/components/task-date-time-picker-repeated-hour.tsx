import { zoneAbbreviation } from '@casecover/shared';
import Link from '@mui/material/Link';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { ambiguousTimeLabel, otherReading } from '../utils/task-date-times';

/**
 * Under a date-time field whose time the clocks show twice (the fall-back night): which one it is
 * ("1:30 AM EDT") and a switch to the other, offered when `allows` accepts it. Nothing otherwise.
 */
export function repeatedHourNote(
  value: Dayjs | null,
  timeZone: string,
  onSwitch: (other: Dayjs) => void,
  allows: (other: Dayjs) => boolean = () => true,
): ReactNode {
  const label = ambiguousTimeLabel(value, timeZone);
  if (!label) return undefined;
  const other = otherReading(value, timeZone);
  if (!other || !allows(other)) return label;
  return (
    <>
      {label}{' '}
      <Link component="button" type="button" variant="caption" onClick={() => onSwitch(other)}>
        Use {other.format('h:mm A')} {zoneAbbreviation(other.valueOf(), timeZone)}
      </Link>
    </>
  );
}
