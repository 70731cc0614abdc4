import { MSG } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '@/components/auth-layout';
import { paths } from '@/config/paths';
import { useSignupName } from '@/features/signup/api/get-signup-name';
import { InvalidSignupLink } from '@/features/signup/components/invalid-signup-link';
import { SignupForm } from '@/features/signup/components/signup-form';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SignupRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const signupName = useSignupName(token);
  const [isLinkSpent, setLinkSpent] = useState(false);
  const isInvalid =
    isLinkSpent || (signupName.isError && isApiError(signupName.error) && [400, 404].includes(signupName.error.status));
  useDocumentTitle(isInvalid ? MSG.signup.invalidHeading : 'Set up your account');

  if (isInvalid) {
    return (
      <AuthLayout>
        <InvalidSignupLink />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      {signupName.isPending ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading">
          <Typography variant="h1">Set up your account</Typography>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : null}
      {signupName.isError ? (
        <>
          <Typography variant="h1">Set up your account</Typography>
          <Alert severity="error" sx={{ mt: 2.5, mb: 3 }}>
            {errorMessage(signupName.error)}
          </Alert>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={paths.login} variant="outlined">
              Back to Sign in
            </Button>
            <Button variant="contained" onClick={() => void signupName.refetch()}>
              Try again
            </Button>
          </Stack>
        </>
      ) : null}
      {signupName.isSuccess ? (
        <SignupForm
          token={token}
          name={signupName.data}
          onDone={() => void navigate(paths.login, { replace: true })}
          onInvalidLink={() => setLinkSpent(true)}
        />
      ) : null}
    </AuthLayout>
  );
}
