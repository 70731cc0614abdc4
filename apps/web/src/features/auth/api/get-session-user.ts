import { endpoints, type SessionUser } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';
import { useSession } from '@/lib/use-session';

export const sessionUserQueryKey = ['session', 'user'] as const;

export async function getSessionUser(): Promise<SessionUser> {
  const response = await apiRequest(endpoints.login.session);
  return response.data;
}

/**
 * Refreshes the stored user from the database once per page load (role, approval and names can
 * change while a token lives), and keeps the stored copy in step.
 */
export function useSessionRefresh() {
  const session = useSession();
  const query = useQuery({
    queryKey: sessionUserQueryKey,
    queryFn: getSessionUser,
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data) updateSessionUser(query.data);
  }, [query.data]);
  return query;
}
