import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logoutOnServer } from '@/features/auth/api/logout';
import { clearSession } from '@/lib/session';

/**
 * Logout ends the session on the server (best effort: a failed call does not keep anyone signed
 * in), clears local and session storage, drops cached data and returns to the root path.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    void logoutOnServer();
    clearSession();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };
}
