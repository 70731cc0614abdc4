import { endpoints, type NotificationSettings } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationSettingsQueryKey } from './keys';

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const response = await apiRequest(endpoints.notifications.settings, { signal });
  return response.data;
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}
