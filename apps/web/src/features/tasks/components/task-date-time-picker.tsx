import { PICKER_FORMAT } from '@casecover/shared';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode, type Ref } from 'react';
import { openPickerOnEnter } from '@/lib/picker-keyboard';
import { firstReading } from '../utils/task-date-times';

export const MINUTE_STEP = 15;

export interface TaskDateTimePickerProps {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  /** The user's zone: the picker shows and returns wall-clock times there. */
  timeZone: string;
  /** Days before this one are disabled. */
  minDate?: Dayjs | undefined;
  /** Moments before this one are disabled (days, then times on its day). */
  minDateTime?: Dayjs | undefined;
  disabled?: boolean | undefined;
  error?: boolean | undefined;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  /** Takes the focus as it mounts (an editor opened by a button that then goes). */
  autoFocus?: boolean | undefined;
}

/**
 * A date and time being typed is complete once every section is filled and the year has four
 * digits. Before that the field holds an unintended value (typing 2027 passes through years 2, 20
 * and 202); the parent hears "no value" meanwhile, so a half-typed date is never booked.
 */
export function isCompleteDateTime(value: Dayjs | null): value is Dayjs {
  return value !== null && value.isValid() && value.year() >= 1000;
}

const sameMoment = (a: Dayjs | null, b: Dayjs | null) =>
  a === null || b === null ? a === b : a.valueOf() === b.valueOf();

/**
 * A date and time in the spec's format (MM-DD-YYYY hh:mm A): typed into the field section by
 * section, or chosen through the picker its button (or Enter in the field) opens (15-minute steps there).
 */
export function TaskDateTimePicker({
  label,
  value,
  onChange,
  timeZone,
  minDate,
  minDateTime,
  disabled = false,
  error = false,
  helperText,
  inputRef,
  onBlur,
  name,
  autoFocus = false,
}: TaskDateTimePickerProps) {
  const [isOpen, setOpen] = useState(false);
  // What the field shows, partial typing included; the parent hears only complete values (or none).
  const [draft, setDraft] = useState<Dayjs | null>(value);
  const [heard, setHeard] = useState<Dayjs | null>(value);
  if (!sameMoment(value, heard)) {
    // Changed from outside (a start that moves the end, Cancel, a reset form): show it.
    setHeard(value);
    setDraft(value);
  }
  const report = (next: Dayjs | null) => {
    setHeard(next);
    if (!sameMoment(next, value)) onChange(next);
  };
  return (
    <DateTimePicker
      label={label}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        // A time the clocks show twice is read at its first offset, as the API reads one.
        report(isCompleteDateTime(next) ? firstReading(next, timeZone) : null);
      }}
      timezone={timeZone}
      format={PICKER_FORMAT}
      timeSteps={{ minutes: MINUTE_STEP }}
      {...(minDate ? { minDate } : {})}
      {...(minDateTime ? { minDateTime } : {})}
      disabled={disabled}
      autoFocus={autoFocus}
      open={isOpen}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        onBlur?.();
      }}
      {...(inputRef ? { inputRef } : {})}
      {...(name ? { name } : {})}
      slotProps={{
        field: { onKeyDown: (event) => openPickerOnEnter(event, () => setOpen(true)) },
        textField: {
          fullWidth: true,
          error,
          helperText,
        },
      }}
    />
  );
}
