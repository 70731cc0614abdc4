import { MSG, reassignOfferInputSchema, type TeamOffer, type TeamRep } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useReassignOffer } from '../api/team-offers';

const reassignFormSchema = reassignOfferInputSchema.pick({ repId: true, note: true });

/** A manager moves an open offer to another rep of his part, with a note. Mount it afresh each time it opens. */
export function ReassignOfferDialog({
  open,
  offer,
  reps,
  onClose,
  onReassigned,
}: {
  open: boolean;
  offer: TeamOffer;
  reps: TeamRep[];
  onClose: () => void;
  onReassigned: (message: string) => void;
}) {
  const mutation = useReassignOffer();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(reassignFormSchema),
    defaultValues: { repId: '', note: '' },
  });
  const holders = new Set(offer.offeredTo.map((r) => r._id));
  const choices = reps.filter((r) => !holders.has(r._id) || offer.offeredTo.length > 1);
  const onSubmit = handleSubmit(({ repId, note }) =>
    mutation.mutate(
      { task_id: offer._id, repId, note },
      {
        onSuccess: (response) => {
          onReassigned(response.msg);
          onClose();
        },
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      title="Reassign offer"
      description={`${offer.taskName} is offered to ${offer.offeredTo.map((r) => r.name).join(', ')}. Both reps and the hospital are told, with your note.`}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Reassign"
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      <Controller
        name="repId"
        control={control}
        render={(props) => (
          <TextField {...controlledFieldProps(props)} select label="New rep" required fullWidth sx={{ mb: 2 }}>
            {choices.length === 0 ? (
              <MenuItem value="" disabled>
                {MSG.tasks.noOption}
              </MenuItem>
            ) : null}
            {choices.map((rep) => (
              <MenuItem key={rep._id} value={rep._id}>
                {rep.territory ? `${rep.name} (${rep.territory})` : rep.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="note"
        control={control}
        render={(props) => (
          <TextField
            {...controlledFieldProps(props)}
            label="Note"
            required
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      />
    </FormDialog>
  );
}
