import { MSG, requiredText } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTaskStatus } from '../api/update-task-status';

const NOTE_MAX = 250;
const cancelFormSchema = z.object({
  note: requiredText(MSG.tasks.cancelNoteRequired).max(NOTE_MAX, MSG.users.noteLength),
});

/** Cancel Task: a confirmation that asks why. Mount it with a fresh `key` each time it opens. */
export function CancelTaskDialog({
  open,
  taskId,
  timeZone,
  onClose,
  onCancelled,
}: {
  open: boolean;
  taskId: string;
  timeZone: string;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const mutation = useUpdateTaskStatus(taskId);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(cancelFormSchema), defaultValues: { note: '' } });

  const onSubmit = handleSubmit(({ note }) => {
    mutation.mutate(
      { _id: taskId, taskStatus: 'cancelled', timeZone, note },
      {
        onSuccess: (response) => {
          onCancelled(response.msg);
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title="Cancel Task"
      description="Are you sure you want to cancel this task? The company and the assigned rep will see it as cancelled."
      maxWidth="sm"
      onClose={onClose}
      onSubmit={onSubmit}
      cancelLabel="Keep Task"
      submitLabel="Cancel Task"
      submitColor="error"
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      <Controller
        name="note"
        control={control}
        render={(props) => {
          const length = props.field.value.length;
          return (
            <TextField
              {...controlledFieldProps(props)}
              label="Note"
              required
              multiline
              minRows={3}
              maxRows={6}
              autoFocus
              helperText={props.fieldState.error?.message ?? `${length}/${NOTE_MAX}`}
            />
          );
        }}
      />
    </FormDialog>
  );
}
