import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationCountQueryKey } from './keys';

/** The unread count. The spec's count fetch sends only the time zone (the server then answers page 1). */
export async function getNotificationCount(timeZone: string, signal?: AbortSignal): Promise<number> {
  const response = await apiRequest(endpoints.notifications.list, { body: { timeZone }, signal });
  return response.count;
}

/** Loaded once per session; the socket's count event and every notification call keep it current. */
export function useNotificationCount(timeZone: string) {
  return useQuery({
    queryKey: notificationCountQueryKey,
    queryFn: ({ signal }) => getNotificationCount(timeZone, signal),
    staleTime: Infinity,
  });
}
