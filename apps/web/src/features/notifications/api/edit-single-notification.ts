import {
  endpoints,
  type editSingleNotificationInputSchema,
  type notificationEditResponseSchema,
} from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { notificationCountQueryKey, notificationListQueryKey } from './keys';
import { setReadInList } from './notification-cache';

export type EditSingleNotificationInput = z.input<typeof editSingleNotificationInputSchema>;
export type NotificationEditResponse = z.infer<typeof notificationEditResponseSchema>;

export function editSingleNotification(input: EditSingleNotificationInput): Promise<NotificationEditResponse> {
  return apiRequest(endpoints.notifications.editSingle, { body: input });
}

/** Read, unread or clear one notification. A failure empties the list and starts it again at page 1. */
export function useEditSingleNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSingleNotification,
    onMutate: (input) => {
      if (input.type !== 'clear') setReadInList(queryClient, (n) => n._id === input.id, input.type === 'read');
    },
    onSuccess: async (response, input) => {
      queryClient.setQueryData(notificationCountQueryKey, response.count);
      if (input.type === 'clear') await queryClient.invalidateQueries({ queryKey: notificationListQueryKey });
    },
    onError: () => queryClient.resetQueries({ queryKey: notificationListQueryKey }),
  });
}
