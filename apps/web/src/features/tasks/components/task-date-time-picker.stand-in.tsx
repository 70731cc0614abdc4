import { dayjs, PICKER_FORMAT, readWireDateTime } from '@casecover/shared';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';

// Stands in for the real picker in component tests (`vi.mock('./task-date-time-picker', () =>
// import('./task-date-time-picker.stand-in'))`): a plain input typed as "YYYY-MM-DD HH:mm" in the
// picker's zone (a time the clocks show twice at its first offset). The real picker is driven in
// the end-to-end tests.

const FULL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export const MINUTE_STEP = 15;

export function TaskDateTimePicker(props: {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  timeZone: string;
  disabled?: boolean;
  helperText?: ReactNode;
}) {
  const [text, setText] = useState('');
  return (
    <>
      <label>
        {props.label}
        <input
          value={props.value ? props.value.format(PICKER_FORMAT) : text}
          disabled={props.disabled ?? false}
          onChange={(e) => {
            const typed = e.target.value;
            if (FULL.test(typed)) {
              setText('');
              props.onChange(dayjs(readWireDateTime(typed, props.timeZone)).tz(props.timeZone));
            } else {
              setText(typed);
              if (props.value) props.onChange(null);
            }
          }}
        />
      </label>
      {props.helperText ? <p>{props.helperText}</p> : null}
    </>
  );
}
