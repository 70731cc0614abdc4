import {
  endpoints,
  type NotificationSettings,
  type notificationSettingsResponseSchema,
  type updateNotificationSettingInputSchema,
} from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { notificationSettingsQueryKey } from './keys';

export type UpdateNotificationSettingInput = z.input<typeof updateNotificationSettingInputSchema>;
export type UpdateNotificationSettingResponse = z.infer<typeof notificationSettingsResponseSchema>;

export function updateNotificationSetting(
  input: UpdateNotificationSettingInput,
): Promise<UpdateNotificationSettingResponse> {
  return apiRequest(endpoints.notifications.updateSetting, { body: input });
}

/** Applies one switch at once, before the server answers. */
export function applySetting(
  settings: NotificationSettings,
  input: UpdateNotificationSettingInput,
): NotificationSettings {
  const apply = (entry: NotificationSettings['task'][number]) =>
    entry.name === input.name
      ? {
          ...entry,
          ...(input.notification === undefined ? {} : { notification: input.notification }),
          ...(input.email === undefined ? {} : { email: input.email }),
        }
      : entry;
  return { allNotification: settings.allNotification.map(apply), task: settings.task.map(apply) };
}

const updateSettingMutationKey = [...notificationSettingsQueryKey, 'update'] as const;

/**
 * Saves one switch. The switch itself shows the new value while the call is in flight (see
 * NotificationSettings); this keeps the cached settings right when several saves overlap.
 */
export function useUpdateNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateSettingMutationKey,
    mutationFn: updateNotificationSetting,
    onSuccess: (response, input) => {
      // This call still counts as in flight here. With others pending, take only this switch from
      // the answer: the last call to finish brings the whole state.
      if (queryClient.isMutating({ mutationKey: updateSettingMutationKey }) <= 1) {
        queryClient.setQueryData(notificationSettingsQueryKey, response.data);
      } else {
        queryClient.setQueryData<NotificationSettings>(notificationSettingsQueryKey, (current) =>
          current ? applySetting(current, input) : current,
        );
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
  });
}
