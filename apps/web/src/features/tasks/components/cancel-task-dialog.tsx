import { MSG, requiredText } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlledFieldProps } from '@/components/controlled-field';
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
  const titleId = useId();
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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Cancel Task</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>
            Are you sure you want to cancel this task? The company and the assigned rep will see it as cancelled.
          </DialogContentText>
          {mutation.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(mutation.error)}
            </Alert>
          ) : null}
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            Keep Task
          </Button>
          <Button type="submit" variant="contained" color="error" loading={mutation.isPending}>
            Cancel Task
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
