import { MSG, resetPasswordFormSchema } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { clearSession } from '@/lib/session';
import { LiveSummary } from '@/components/live-summary';
import { useUpdatePassword } from '../api/update-password';

const LEAVE_AFTER_SUCCESS_MS = 2500;

export function ResetPasswordForm({ token, name, onDone }: { token: string; name: string; onDone: () => void }) {
  const mutation = useUpdatePassword();
  const timeout = useTimeout();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      { userId: token, password: values.password },
      {
        onSuccess: () => {
          clearSession();
          timeout.schedule(onDone, LEAVE_AFTER_SUCCESS_MS);
        },
      },
    );
  });

  const isDone = mutation.isSuccess;

  return (
    <>
      <Typography variant="h1">Reset Password</Typography>
      <Typography sx={{ mt: 1.5, fontWeight: 600 }}>Hi {name},</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Choose a new password: at least 8 characters with an uppercase letter, a lowercase letter, a number and a
        special character.
      </Typography>
      <LiveSummary
        message={
          mutation.isSuccess
            ? { severity: 'success', text: mutation.data.msg }
            : mutation.isError
              ? { severity: 'error', text: errorMessage(mutation.error, MSG.reset.network) }
              : null
        }
        sx={{ mb: 2.5 }}
      />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.25}>
          <NewPasswordFields control={control} label="New Password" disabled={isDone} />
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={paths.login} variant="outlined" size="large">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" loading={mutation.isPending} disabled={isDone}>
            Update Password
          </Button>
        </Stack>
      </Box>
    </>
  );
}
