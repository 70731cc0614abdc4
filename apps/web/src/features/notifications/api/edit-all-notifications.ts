import { endpoints, type editAllNotificationsInputSchema } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { NotificationEditResponse } from './edit-single-notification';
import { notificationCountQueryKey, notificationListQueryKey } from './keys';
import { setReadInList } from './notification-cache';

export type EditAllNotificationsInput = z.input<typeof editAllNotificationsInputSchema>;

export function editAllNotifications(input: EditAllNotificationsInput): Promise<NotificationEditResponse> {
  return apiRequest(endpoints.notifications.editAll, { body: input });
}

/** Mark all as read, or clear all. A failure empties the list and starts it again at page 1. */
export function useEditAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAllNotifications,
    onMutate: (input) => {
      if (input.type === 'read') setReadInList(queryClient, () => true, true);
    },
    onSuccess: async (response) => {
      queryClient.setQueryData(notificationCountQueryKey, response.count);
      await queryClient.invalidateQueries({ queryKey: notificationListQueryKey });
    },
    onError: () => queryClient.resetQueries({ queryKey: notificationListQueryKey }),
  });
}
