import { MSG, forgotPasswordSchema } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { useForgotPassword } from '../api/forgot-password';
import { FormDialog } from '@/components/form-dialog';
import { EmailField } from '@/components/contact-fields';

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
      <EmailField control={control} name="email" autoFocus disabled={isSent} />
    </FormDialog>
  );
}
