import { DATE_FORMAT, dayjs } from '@casecover/shared';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { openPickerOnEnter } from '@/lib/picker-keyboard';

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * A date being typed is complete once its year has four digits. Before that the field holds a
 * valid but unintended date (typing 2038 passes through years 2, 20 and 203); sending those would
 * re-render the field from the parent and lose the digit typed meanwhile.
 */
export function isCompleteDay(value: Dayjs): boolean {
  return value.isValid() && value.year() >= 1000;
}

/** A calendar day (YYYY-MM-DD, or '' for none) picked in the spec's MM-DD-YYYY format, in the user's zone. */
export function DayPicker({
  label,
  day,
  onChange,
  timeZone,
  minDay,
  maxDay,
  isClearable = true,
  helperText,
}: {
  label: string;
  day: string;
  onChange: (day: string) => void;
  timeZone: string;
  minDay?: string;
  /** The last day offered; later days are disabled. */
  maxDay?: string;
  isClearable?: boolean;
  /** A note under the field (not an error). */
  helperText?: string;
}) {
  const parse = (d: string) => (d ? dayjs.tz(d, DAY_FORMAT, timeZone) : null);
  // What the field shows, partial typing included; the parent hears only complete days.
  const [draft, setDraft] = useState<Dayjs | null>(() => parse(day));
  const [isOpen, setOpen] = useState(false);
  // The days told to the parent and not yet come back: typing 09-06-2026 over 11-24-2026 tells it
  // 09-24-2026 on the way, and the parent (the address) may answer a key or two later, or render
  // once more with the day before. Neither is a change from outside, and showing it would undo the
  // keys typed since.
  const [heardDay, setHeardDay] = useState(day);
  const [told, setTold] = useState<string[]>([]);
  if (day !== heardDay) {
    setHeardDay(day);
    const echo = told.indexOf(day);
    if (echo >= 0) {
      setTold(told.slice(echo + 1));
    } else {
      // Changed from outside (Clear filters, a swapped range, the address): show it.
      setTold([]);
      setDraft(parse(day));
    }
  }
  const tell = (next: string) => {
    setTold((days) => [...days, next]);
    onChange(next);
  };
  return (
    <DatePicker
      label={label}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        if (next === null) tell('');
        else if (isCompleteDay(next)) tell(next.format(DAY_FORMAT));
      }}
      open={isOpen}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      timezone={timeZone}
      format={DATE_FORMAT}
      {...(minDay ? { minDate: parse(minDay) ?? undefined } : {})}
      {...(maxDay ? { maxDate: parse(maxDay) ?? undefined } : {})}
      slotProps={{
        field: { clearable: isClearable, onKeyDown: (event) => openPickerOnEnter(event, () => setOpen(true)) },
        textField: { fullWidth: true, size: 'small', ...(helperText ? { helperText } : {}) },
      }}
    />
  );
}
