import { suspendNoteSchema, type UserRow } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { useSuspendUser } from '../api/suspend-user';
import { FormDialog } from '@/components/form-dialog';

const suspendFormSchema = z.object({ notes: suspendNoteSchema });
const NOTE_MAX = suspendNoteSchema.maxLength ?? 250;

/** Suspend needs a note; on success the caller shows the server's message and closes. */
export function SuspendUserDialog({
  open,
  row,
  onDone,
  onClose,
  onExited,
}: {
  open: boolean;
  row: UserRow;
  onDone: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const mutation = useSuspendUser();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(suspendFormSchema),
    defaultValues: { notes: '' },
  });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate({ userId: row._id, notes: values.notes }, { onSuccess: (response) => onDone(response.msg) });
  });

  return (
    <FormDialog
      open={open}
      title="Suspend User"
      description={
        <>
          Suspend <strong>{row.name}</strong>? They are signed out at once and cannot sign in until the suspension is
          revoked.
        </>
      }
      maxWidth="sm"
      onClose={onClose}
      onExited={onExited}
      onSubmit={onSubmit}
      submitLabel="Suspend"
      submitColor="warning"
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      <Controller
        name="notes"
        control={control}
        render={({ field, fieldState }) => {
          const { ref, ...rest } = field;
          const length = field.value.length;
          return (
            <TextField
              {...rest}
              inputRef={ref}
              label="Note"
              multiline
              minRows={3}
              maxRows={8}
              autoFocus
              disabled={mutation.isPending}
              error={Boolean(fieldState.error)}
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <span>{fieldState.error?.message ?? 'Why the user is suspended; kept with the account.'}</span>
                  <Box
                    component="span"
                    aria-hidden="true"
                    sx={{ flexShrink: 0, color: length > NOTE_MAX ? 'error.main' : undefined }}
                  >
                    {length}/{NOTE_MAX}
                  </Box>
                </Box>
              }
            />
          );
        }}
      />
    </FormDialog>
  );
}
