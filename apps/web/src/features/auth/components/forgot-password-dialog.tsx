import { MSG, forgotPasswordSchema } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { useForgotPassword } from '../api/forgot-password';
import { FormDialog } from '@/components/form-dialog';

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
    <FormDialog
      open={open}
      title="Forgot Password"
      description="Enter the email address you sign in with and we will send you a link to set a new password."
      onClose={handleClose}
      onSubmit={onSubmit}
      submitLabel="Send Reset Link"
      isSubmitting={mutation.isPending}
      isSubmitDisabled={isSent}
      notice={notice}
    >
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
    </FormDialog>
  );
}
