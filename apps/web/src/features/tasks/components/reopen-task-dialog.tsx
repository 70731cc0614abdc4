import { LIMITS, MSG, requiredText } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useReopenTask } from '../api/reopen-task';

const reopenFormSchema = z.object({
  note: requiredText(MSG.tasks.reopenNoteRequired).max(LIMITS.noteMax, MSG.users.noteLength),
});

/** Reopen Task: an uncovered task goes back to Unassigned; the note says why. Mount with a fresh `key`. */
export function ReopenTaskDialog({
  open,
  taskId,
  onClose,
  onReopened,
}: {
  open: boolean;
  taskId: string;
  onClose: () => void;
  onReopened: (message: string) => void;
}) {
  const mutation = useReopenTask(taskId);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(reopenFormSchema), defaultValues: { note: '' } });

  const onSubmit = handleSubmit(({ note }) => {
    mutation.mutate(
      { _id: taskId, note },
      {
        onSuccess: (response) => {
          onReopened(response.msg);
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title="Reopen Task"
      description={MSG.tasks.reopenRule}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Reopen Task"
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      <Controller
        name="note"
        control={control}
        render={(props) => (
          <TextField
            {...controlledFieldProps(props)}
            label="Note"
            required
            multiline
            minRows={3}
            maxRows={6}
            autoFocus
            helperText={props.fieldState.error?.message ?? `${props.field.value.length}/${LIMITS.noteMax}`}
          />
        )}
      />
    </FormDialog>
  );
}
