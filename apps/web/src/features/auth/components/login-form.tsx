import { MSG, type LoginForm as LoginFormOutput } from '@casecover/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { PasswordField } from '@/components/password-field';
import { controlledFieldProps } from '@/components/controlled-field';
import { errorMessage } from '@/lib/api-client';
import { LiveSummary } from '@/components/live-summary';
import { useLogin } from '../api/login';
import { lazyLoginResolver, type LoginFormValues } from './login-form-resolver';
import { EmailField } from '@/components/contact-fields';

// The dialog (and its form schema) loads when first opened.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog')).ForgotPasswordDialog,
}));

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const loginMutation = useLogin();
  const [isForgotOpen, setForgotOpen] = useState(false);
  const [forgotKey, setForgotKey] = useState(0);
  const { control, handleSubmit, getValues } = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: lazyLoginResolver,
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(
      { email: values.email, password: values.password, remember: values.remember ?? false },
      { onSuccess: onSignedIn },
    );
  });

  return (
    <>
      <Typography variant="h1">Sign in</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
        Welcome back. Sign in to schedule and follow your cases.
      </Typography>
      <LiveSummary
        message={
          loginMutation.isError
            ? { severity: 'error', text: errorMessage(loginMutation.error, MSG.login.incorrect) }
            : null
        }
        sx={{ mb: 2.5 }}
      />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.25}>
          <EmailField control={control} name="email" autoComplete="username" />
          <Controller
            name="password"
            control={control}
            render={(props) => (
              <PasswordField
                {...controlledFieldProps(props)}
                fullWidth
                label="Password"
                autoComplete="current-password"
              />
            )}
          />
        </Stack>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 1,
            mt: 1,
            mb: 2.5,
          }}
        >
          <Controller
            name="remember"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label="Remember me"
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value === true || field.value === 'true'}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setForgotKey((k) => k + 1);
              setForgotOpen(true);
            }}
          >
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={loginMutation.isPending}>
          Sign In
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        New hospital or team member?{' '}
        <Link component={RouterLink} to={paths.register} sx={{ fontWeight: 600 }}>
          Register
        </Link>
      </Typography>
      {forgotKey > 0 ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            key={forgotKey}
            open={isForgotOpen}
            initialEmail={getValues('email')}
            onClose={() => setForgotOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
