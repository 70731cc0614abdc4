import { MSG } from '@casecover/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { InputField } from '@/components/input-field';
import { PasswordField } from '@/components/password-field';
import { errorMessage } from '@/lib/api-client';
import { LiveSummary } from '@/components/live-summary';
import { useLogin } from '../api/login';
import { checkLoginForm, type LoginFormErrors, type LoginFormValues } from './login-form-check';

// The dialog (and its form schema) loads when first opened.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog')).ForgotPasswordDialog,
}));

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const loginMutation = useLogin();
  const [isForgotOpen, setForgotOpen] = useState(false);
  const [forgotKey, setForgotKey] = useState(0);
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '', remember: false });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  // Messages show from the first submit on, then follow each change (as the other forms do).
  const submitted = useRef(false);
  const checks = useRef(0);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  /** Checks the values; only the latest check's answer is shown. */
  const check = async (next: LoginFormValues) => {
    const mine = ++checks.current;
    const result = await checkLoginForm(next);
    if (mine === checks.current) setErrors(result.ok ? {} : result.errors);
    return mine === checks.current ? result : null;
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name === 'email' ? 'email' : 'password';
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted.current) void check(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = await check(values);
    if (!result) return;
    if (!result.ok) {
      (result.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    loginMutation.mutate(
      { email: result.data.email, password: result.data.password, remember: values.remember },
      { onSuccess: onSignedIn },
    );
  };

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
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.25}>
          <InputField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={values.email}
            onChange={change}
            inputRef={emailRef}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change}
            inputRef={passwordRef}
            error={Boolean(errors.password)}
            helperText={errors.password}
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
          <FormControlLabel
            label="Remember me"
            control={
              <Checkbox
                name="remember"
                checked={values.remember}
                onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))}
              />
            }
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
            initialEmail={values.email}
            onClose={() => setForgotOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
