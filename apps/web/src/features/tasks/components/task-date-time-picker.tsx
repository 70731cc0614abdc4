import { PICKER_FORMAT } from '@casecover/shared';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useState, type Ref } from 'react';

export const MINUTE_STEP = 15;

export interface TaskDateTimePickerProps {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  /** The user's zone: the picker shows and returns wall-clock times there. */
  timeZone: string;
  /** Days before this one are disabled. */
  minDate?: Dayjs | undefined;
  disabled?: boolean | undefined;
  error?: boolean | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
}

/**
 * A date and time in the spec's format (MM-DD-YYYY hh:mm A), 15-minute steps. The field is
 * read-only: a click anywhere on it opens the picker.
 */
export function TaskDateTimePicker({
  label,
  value,
  onChange,
  timeZone,
  minDate,
  disabled = false,
  error = false,
  helperText,
  inputRef,
  onBlur,
  name,
}: TaskDateTimePickerProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <DateTimePicker
      label={label}
      value={value}
      onChange={(next) => onChange(next && next.isValid() ? next : null)}
      timezone={timeZone}
      format={PICKER_FORMAT}
      timeSteps={{ minutes: MINUTE_STEP }}
      {...(minDate ? { minDate } : {})}
      disabled={disabled}
      open={isOpen}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        onBlur?.();
      }}
      {...(inputRef ? { inputRef } : {})}
      {...(name ? { name } : {})}
      slotProps={{
        field: { readOnly: true },
        textField: {
          fullWidth: true,
          error,
          helperText,
          onClick: () => {
            if (!disabled) setOpen(true);
          },
        },
      }}
    />
  );
}
