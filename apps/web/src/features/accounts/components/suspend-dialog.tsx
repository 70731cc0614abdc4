import { LIMITS, type OrganisationStatus } from '@casecover/shared';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useSetSuspended, type OrganisationKind } from '../api/set-suspended';

const NOUN: Record<OrganisationKind, string> = { account: 'Account', company: 'Company' };

/**
 * Confirms suspending (with an optional note) or restoring an account or a vendor company. What
 * happens to its people is said before the click: suspended, they are signed out and refused.
 */
export function SuspendDialog({
  open,
  kind,
  id,
  name,
  status,
  onDone,
  onClose,
}: {
  open: boolean;
  kind: OrganisationKind;
  id: string;
  name: string;
  status: OrganisationStatus;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const mutation = useSetSuspended();
  const [note, setNote] = useState('');
  const suspend = status === 'active';
  const noun = NOUN[kind];
  const isTooLong = note.length > LIMITS.noteMax;
  return (
    <FormDialog
      open={open}
      title={suspend ? `Suspend ${noun}` : `Restore ${noun}`}
      description={
        suspend ? (
          <>
            Suspend <strong>{name}</strong>? All its users are signed out at once and cannot sign in until it is
            restored. Nothing is deleted.
          </>
        ) : (
          <>
            Restore <strong>{name}</strong>? Its users can sign in again.
          </>
        )
      }
      maxWidth="sm"
      focusCancel
      onClose={onClose}
      onExited={() => {
        setNote('');
        mutation.reset();
      }}
      onSubmit={() => {
        if (isTooLong) return;
        mutation.mutate({ kind, id, suspend, note }, { onSuccess: (response) => onDone(response.msg) });
      }}
      submitLabel={suspend ? 'Suspend' : 'Restore'}
      submitColor={suspend ? 'warning' : 'primary'}
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      {suspend ? (
        <TextField
          label="Note (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          disabled={mutation.isPending}
          error={isTooLong}
          helperText={
            isTooLong ? `The note can be at most ${LIMITS.noteMax} characters` : 'Why it is suspended; kept with it.'
          }
          sx={{ mt: 1 }}
        />
      ) : null}
    </FormDialog>
  );
}
