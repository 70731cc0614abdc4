import { MSG, forgotPasswordSchema } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { useForgotPassword } from '../api/forgot-password';

const CLOSE_AFTER_SUCCESS_MS = 2000;
const ERROR_VISIBLE_MS = 9000;

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** Mount it with a fresh `key` each time it opens, so the form and its notice start clean. */
export function ForgotPasswordDialog({
  open,
  initialEmail,
  onClose,
}: {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}) {
  const mutation = useForgotPassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const timeout = useTimeout();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });

  const handleClose = () => {
    timeout.clear();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    timeout.clear();
    setNotice(null);
    mutation.mutate(values, {
      onSuccess: (response) => {
        setNotice({ severity: 'success', text: response.msg });
        timeout.schedule(handleClose, CLOSE_AFTER_SUCCESS_MS);
      },
      onError: (error) => {
        setNotice({ severity: 'error', text: errorMessage(error, MSG.forgot.network) });
        timeout.schedule(() => setNotice(null), ERROR_VISIBLE_MS);
      },
    });
  });

  const isSent = mutation.isSuccess;

  return (
    <Dialog open={open} onClose={handleClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Forgot Password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>
            Enter the email address you sign in with and we will send you a link to set a new password.
          </DialogContentText>
          {notice ? (
            <Alert severity={notice.severity} sx={{ mb: 2 }}>
              {notice.text}
            </Alert>
          ) : null}
          <Controller
            name="email"
            control={control}
            render={(props) => (
              <TextField
                {...controlledFieldProps(props)}
                label="Email"
                type="email"
                autoComplete="email"
                autoFocus
                disabled={isSent}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={handleClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} disabled={isSent}>
            Send Reset Link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
