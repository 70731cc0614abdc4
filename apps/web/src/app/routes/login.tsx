import { useNavigate } from 'react-router';
import { SignInPage } from '../sign-in-page';

export function LoginRoute() {
  const navigate = useNavigate();
  return <SignInPage goTo={(to, opts) => void navigate(to, opts)} />;
}
