import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { AddTaskFormState } from '../hooks/use-add-task-form';
import { AttendeeEmailsField } from './attendee-emails-field';

/** Priority: the Emergency switch, framed like the outlined fields beside it. */
export function AddTaskPriorityField({ form }: { form: AddTaskFormState }) {
  return (
    <Controller
      name="priority"
      control={form.control}
      render={({ field }) => (
        <Box
          sx={{
            minHeight: 56,
            px: 1.75,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            border: 1,
            borderColor: 'rgba(0, 0, 0, 0.23)',
            borderRadius: 1,
          }}
        >
          <Typography color="text.secondary">Priority</Typography>
          <FormControlLabel
            labelPlacement="start"
            sx={{ mr: 0 }}
            label="Emergency"
            control={
              <Switch
                checked={field.value}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                color="error"
              />
            }
          />
        </Box>
      )}
    />
  );
}

/** The external attendees who get the task's emails. */
export function AddTaskAttendeesField({ form }: { form: AddTaskFormState }) {
  return (
    <Controller
      name="ccEmails"
      control={form.control}
      render={({ field, fieldState }) => (
        <AttendeeEmailsField
          label="Email IDs of External Attendees"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
