import { MSG, dayjs } from '@casecover/shared';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { AddTaskFormState } from '../hooks/use-add-task-form';
import { TaskDateTimePicker } from './task-date-time-picker';
import { repeatedHourNote } from './task-date-time-picker-repeated-hour';

/** From and To, in the user's zone; To follows From one hour later and cannot start before it. */
export function AddTaskWhenSection({ form, timeZone }: { form: AddTaskFormState; timeZone: string }) {
  const { control, startDate, earliestStart } = form;
  return (
    <>
      <Controller
        name="startDate"
        control={control}
        render={({ field, fieldState }) => (
          <TaskDateTimePicker
            label="From Date & Time"
            value={field.value}
            onChange={form.chooseStart}
            onBlur={field.onBlur}
            inputRef={field.ref}
            timeZone={timeZone}
            minDate={earliestStart}
            error={Boolean(fieldState.error)}
            // A start already passed books a record of the case, which the sweep leaves alone.
            helperText={
              fieldState.error?.message ??
              repeatedHourNote(field.value, timeZone, form.chooseStart) ??
              (field.value?.isBefore(dayjs()) ? MSG.tasks.pastStartHint : undefined)
            }
          />
        )}
      />
      <Controller
        name="endDate"
        control={control}
        render={({ field, fieldState }) => (
          <TaskDateTimePicker
            label="To Date & Time"
            value={field.value}
            onChange={form.chooseEnd}
            onBlur={field.onBlur}
            inputRef={field.ref}
            timeZone={timeZone}
            minDate={startDate ? startDate.startOf('day') : earliestStart}
            disabled={!startDate}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              repeatedHourNote(field.value, timeZone, form.chooseEnd, (other) =>
                Boolean(startDate && other.valueOf() > startDate.valueOf()),
              )
            }
          />
        )}
      />
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1.5 }}>
        Times are in {timeZone.replace(/_/g, ' ')}.
      </Typography>
    </>
  );
}
