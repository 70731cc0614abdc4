import { MSG, offerTaskInputSchema } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
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
    <FormDialog
      open={open}
      title="Offer to rep"
      description="The rep is asked to accept or decline the task."
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Offer"
      isSubmitting={mutation.isPending}
      error={mutation.isError || reps.isError ? errorMessage(mutation.error ?? reps.error) : null}
    >
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
    </FormDialog>
  );
}
