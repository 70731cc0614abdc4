import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession } from '@/lib/session';

/** Logout clears local and session storage, drops cached data and returns to the root path. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };
}
