import type { MessageResponse } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  const handleClose = () => {
    if (!mutation.isPending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={handleClose}
      fullWidth
      maxWidth="xs"
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {mutation.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={handleClose} color="inherit" disabled={mutation.isPending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color={confirmColor} loading={mutation.isPending} onClick={() => mutation.mutate()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
