import { envelopeSchema, notificationSettingsSchema, type NotificationSettings } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationSettingsQueryKey } from './keys';

export const notificationSettingsResponseSchema = envelopeSchema(notificationSettingsSchema);

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const response = await apiRequest('user', '/employee/notificationSettings', notificationSettingsResponseSchema, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}
