import { MSG, offerTaskInputSchema } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { errorMessage } from '@/lib/api-client';
import { useRepOptions } from '@/lib/lookups/get-rep-options';
import { useOfferTask } from '../api/offer-task';

const offerFormSchema = offerTaskInputSchema.pick({ repId: true });

/** A manager offers an unassigned task to one of the company's reps. Mount it afresh each time it opens. */
export function OfferTaskDialog({
  open,
  taskId,
  onClose,
  onOffered,
}: {
  open: boolean;
  taskId: string;
  onClose: () => void;
  onOffered: (message: string) => void;
}) {
  const titleId = useId();
  const reps = useRepOptions(open);
  const mutation = useOfferTask(taskId);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(offerFormSchema), defaultValues: { repId: '' } });

  const onSubmit = handleSubmit(({ repId }) => {
    mutation.mutate(
      { task_id: taskId, repId },
      {
        onSuccess: (response) => {
          onOffered(response.msg);
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Offer to rep</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>The rep is asked to accept or decline the task.</DialogContentText>
          {mutation.isError || reps.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(mutation.error ?? reps.error)}
            </Alert>
          ) : null}
          <Controller
            name="repId"
            control={control}
            render={(props) => (
              <TextField {...controlledFieldProps(props)} select label="Rep" required disabled={reps.isPending}>
                {(reps.data ?? []).length === 0 ? (
                  <MenuItem value="" disabled>
                    {reps.isPending ? 'Loading…' : MSG.tasks.noOption}
                  </MenuItem>
                ) : null}
                {(reps.data ?? []).map((rep) => (
                  <MenuItem key={rep._id} value={rep._id}>
                    {rep.territory ? `${rep.name} (${rep.territory})` : rep.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Offer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
