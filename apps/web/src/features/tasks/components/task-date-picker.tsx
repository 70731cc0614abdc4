import { DATE_FORMAT, dayjs } from '@casecover/shared';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const DAY_FORMAT = 'YYYY-MM-DD';

/** A calendar day (YYYY-MM-DD, or '' for none) picked in the spec's MM-DD-YYYY format, in the user's zone. */
export function TaskDatePicker({
  label,
  day,
  onChange,
  timeZone,
  minDay,
}: {
  label: string;
  day: string;
  onChange: (day: string) => void;
  timeZone: string;
  minDay?: string;
}) {
  const value = day ? dayjs.tz(day, DAY_FORMAT, timeZone) : null;
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={(next) => {
        if (next === null) onChange('');
        else if (next.isValid()) onChange(next.format(DAY_FORMAT));
      }}
      timezone={timeZone}
      format={DATE_FORMAT}
      {...(minDay ? { minDate: dayjs.tz(minDay, DAY_FORMAT, timeZone) } : {})}
      slotProps={{ field: { clearable: true }, textField: { fullWidth: true, size: 'small' } }}
    />
  );
}
