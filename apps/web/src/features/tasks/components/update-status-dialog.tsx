import { MSG, TASK_STATUS_LABELS, UPDATE_STATUS_CHOICES, assignTaskInputSchema } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { useUpdateTaskStatus } from '../api/update-task-status';

const statusFormSchema = assignTaskInputSchema.pick({ taskStatus: true });

/**
 * Update Status: only Cancelled or Completed, and Update stays disabled until one is chosen.
 * Mount it with a fresh `key` each time it opens.
 */
export function UpdateStatusDialog({
  open,
  taskId,
  timeZone,
  onClose,
  onUpdated,
}: {
  open: boolean;
  taskId: string;
  timeZone: string;
  onClose: () => void;
  onUpdated: (message: string) => void;
}) {
  const labelId = useId();
  const mutation = useUpdateTaskStatus(taskId);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(statusFormSchema), defaultValues: {} });
  const chosen = useWatch({ control, name: 'taskStatus' });

  const onSubmit = handleSubmit(({ taskStatus }) => {
    setFailure(null);
    mutation.mutate(
      { _id: taskId, taskStatus, timeZone },
      {
        onSuccess: () => {
          onUpdated(MSG.tasks.statusUpdated);
          onClose();
        },
        onError: () => setFailure(MSG.tasks.statusFailed),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title="Update Status"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Update"
      isSubmitting={mutation.isPending}
      isSubmitDisabled={!chosen}
      error={failure ? `${failure}${mutation.error ? ` ${mutation.error.message}` : ''}` : null}
    >
      <Controller
        name="taskStatus"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id={labelId}>Task status</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              name={field.name}
              value={field.value ?? ''}
              onChange={(_event, value) => field.onChange(value)}
            >
              {UPDATE_STATUS_CHOICES.map((status) => (
                <FormControlLabel key={status} value={status} control={<Radio />} label={TASK_STATUS_LABELS[status]} />
              ))}
            </RadioGroup>
            {!chosen || fieldState.error ? (
              <FormHelperText sx={{ ml: 0 }}>{fieldState.error?.message ?? MSG.tasks.statusRequired}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
    </FormDialog>
  );
}
