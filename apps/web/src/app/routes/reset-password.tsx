import { MSG } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '@/components/auth-layout';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';
import { useResetName } from '@/features/auth/api/get-reset-name';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetName = useResetName(token);
  const isBadLink = resetName.isError && isApiError(resetName.error) && [400, 404].includes(resetName.error.status);
  // A link that leads nowhere shows the not-found page, and its title says so.
  useDocumentTitle(isBadLink ? MSG.notFoundPage.heading : 'Reset Password');

  if (isBadLink) return <NotFound />;

  return (
    <AuthLayout>
      {resetName.isPending ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading">
          <Typography variant="h1">Reset Password</Typography>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : null}
      {resetName.isError ? (
        <>
          <Typography variant="h1">Reset Password</Typography>
          <Alert severity="error" sx={{ mt: 2.5, mb: 3 }}>
            {errorMessage(resetName.error, MSG.reset.network)}
          </Alert>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={paths.login} variant="outlined">
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void resetName.refetch()}>
              Try again
            </Button>
          </Stack>
        </>
      ) : null}
      {resetName.isSuccess ? (
        <ResetPasswordForm
          token={token}
          name={resetName.data}
          onDone={() => void navigate(paths.login, { replace: true })}
        />
      ) : null}
    </AuthLayout>
  );
}
