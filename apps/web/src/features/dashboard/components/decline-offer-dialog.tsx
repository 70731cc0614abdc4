import { declineReasonSchema } from '@casecover/shared';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';

/** Asks the rep why he declines an offer; the reason goes into the task's history. Mount it afresh each time. */
export function DeclineOfferDialog({
  open,
  taskName,
  isSubmitting,
  error,
  onClose,
  onDecline,
}: {
  open: boolean;
  taskName: string;
  isSubmitting: boolean;
  error: string | null;
  onClose: () => void;
  onDecline: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormDialog
      open={open}
      title="Decline offer"
      description={`Say why you decline ${taskName}; your manager and the hospital read it in the task's history.`}
      onClose={onClose}
      onSubmit={() => {
        const parsed = declineReasonSchema.safeParse(reason);
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message ?? null);
          return;
        }
        onDecline(parsed.data);
      }}
      submitLabel="Decline"
      submitColor="error"
      isSubmitting={isSubmitting}
      error={error}
    >
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        required
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
