import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession } from '@/lib/session';
import { useSession } from '@/lib/use-session';

// setTimeout takes at most a signed 32-bit delay.
const MAX_TIMER_MS = 2_147_483_647;

/** Protected pages: no session, no entry. The session also ends when its token expires. */
export function RequireSession() {
  const session = useSession();
  const expiresAt = session?.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = window.setTimeout(clearSession, Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
  if (!session) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Sign-in and registration: a signed-in user goes straight to the dashboard. */
export function PublicOnly() {
  const session = useSession();
  if (session) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
