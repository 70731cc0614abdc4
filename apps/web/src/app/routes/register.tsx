import { useNavigate } from 'react-router';
import { AuthLayout } from '@/components/auth-layout';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/registration/components/register-form';
import { saveSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RegisterRoute() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  return (
    <AuthLayout wide>
      <RegisterForm
        onRegistered={(response) => {
          // No "Remember me" here: the new session ends with the browser.
          saveSession({ token: response.token, user: response.data, remember: false });
          void navigate(paths.dashboard, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
