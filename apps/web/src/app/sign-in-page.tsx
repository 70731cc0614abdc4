import { lazy } from 'react';
import { AuthLayout } from '@/components/auth-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

// Opened on the page the entry draws on its own, the forgot-password dialog brings the app's
// providers (MUI's theme, the query client) with it.
const AppProviderFrame = lazy(async () => ({ default: (await import('./provider')).AppProvider }));

/**
 * The sign-in page. In the app it is the route of '/'; on its own (no session stored) the entry
 * draws it without loading the app, and `goTo` hands over to the app at another address.
 */
export function SignInPage({
  goTo,
  standalone = false,
}: {
  goTo: (to: string, opts: { replace: boolean }) => void;
  standalone?: boolean;
}) {
  useDocumentTitle('Sign in');
  return (
    <AuthLayout>
      <LoginForm
        onSignedIn={() => goTo(paths.dashboard, { replace: true })}
        onNavigate={(to) => goTo(to, { replace: false })}
        {...(standalone ? { DialogFrame: AppProviderFrame } : {})}
      />
    </AuthLayout>
  );
}
