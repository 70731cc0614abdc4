import { useNavigate } from 'react-router';
import { AuthLayout } from '@/components/auth-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LoginRoute() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <LoginForm onSignedIn={() => void navigate(paths.dashboard, { replace: true })} />
    </AuthLayout>
  );
}
