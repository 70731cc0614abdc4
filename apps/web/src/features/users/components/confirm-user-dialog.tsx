import type { MessageResponse } from '@casecover/shared';
import type { ButtonProps } from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';

/** A yes-or-no question before a user change (Delete, Revoke Suspension). */
export function ConfirmUserDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmColor = 'primary',
  run,
  onDone,
  onClose,
  onExited,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  run: () => Promise<MessageResponse>;
  onDone: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const mutation = useMutation({ mutationFn: run, onSuccess: (response) => onDone(response.msg) });
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onExited={onExited}
      onSubmit={() => mutation.mutate()}
      submitLabel={confirmLabel}
      submitColor={confirmColor}
      isSubmitting={mutation.isPending}
      focusCancel
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      {children}
    </FormDialog>
  );
}
