import { MSG } from '@casecover/shared';
import {
  Fragment,
  lazy,
  Suspense,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { paths } from '@/config/paths';
import {
  PlainCheckbox,
  PlainErrorSummary,
  PlainPasswordField,
  PlainSubmitButton,
  PlainTextField,
} from '@/components/plain-form';
import { errorMessage } from '@/lib/api-client';
import { useCaptcha } from '@/lib/captcha';
import { signIn } from '../api/login';
import { checkLoginForm, type LoginFormErrors, type LoginFormValues } from './login-form-check';
import './login-form.css';

// The dialog (MUI, and its form schema) loads when first opened.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog')).ForgotPasswordDialog,
}));

/** A plain left click, which the page handles itself; others (new tab, download) go to the browser. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The sign-in form, drawn without MUI, React Router or React Query (plain parts, the shared
 * schema loaded on the first submit), so the sign-in page opens with little more than React.
 */
export function LoginForm({
  onSignedIn,
  onNavigate,
  DialogFrame = Fragment,
}: {
  onSignedIn: () => void;
  /** Opens another page of the app in place; without it, links load the page. */
  onNavigate?: (to: string) => void;
  /** What the forgot-password dialog needs around it (MUI's theme, the query client) where the page lacks it. */
  DialogFrame?: ComponentType<{ children: ReactNode }>;
}) {
  const takeCaptchaToken = useCaptcha();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
    setPending(true);
    try {
      await signIn(
        { email: result.data.email, password: result.data.password, remember: values.remember },
        takeCaptchaToken,
      );
    } catch (error) {
      setPending(false);
      setFailure(errorMessage(error, MSG.login.incorrect));
      return;
    }
    // The button stays busy until the next page replaces this one.
    onSignedIn();
  };

  return (
    <>
      <h1 className="login-form__title">Sign in</h1>
      <p className="login-form__intro">Welcome back. Sign in to schedule and follow your cases.</p>
      <PlainErrorSummary message={failure} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="login-form__fields">
          <PlainTextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={values.email}
            onChange={change}
            inputRef={emailRef}
            error={errors.email}
          />
          <PlainPasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change}
            inputRef={passwordRef}
            error={errors.password}
          />
        </div>
        <div className="login-form__options">
          <PlainCheckbox
            label="Remember me"
            name="remember"
            checked={values.remember}
            onChange={(remember) => setValues((v) => ({ ...v, remember }))}
          />
          <button
            type="button"
            className="pf-link"
            onClick={() => {
              setForgotKey((k) => k + 1);
              setForgotOpen(true);
            }}
          >
            Forgot password?
          </button>
        </div>
        <PlainSubmitButton loading={isPending}>Sign In</PlainSubmitButton>
      </form>
      <p className="login-form__register">
        New hospital or team member?{' '}
        <a
          className="pf-link login-form__register-link"
          href={paths.register}
          onClick={(event) => {
            if (!onNavigate || !isPlainClick(event)) return;
            event.preventDefault();
            onNavigate(paths.register);
          }}
        >
          Register
        </a>
      </p>
      {forgotKey > 0 ? (
        <Suspense fallback={null}>
          <DialogFrame>
            <ForgotPasswordDialog
              key={forgotKey}
              open={isForgotOpen}
              initialEmail={values.email}
              onClose={() => setForgotOpen(false)}
            />
          </DialogFrame>
        </Suspense>
      ) : null}
    </>
  );
}
