import { NOTIFICATION_PAGE_SIZE, endpoints, type notificationListResponseSchema } from '@casecover/shared';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { notificationCountQueryKey, notificationListQueryKey } from './keys';

export type NotificationPage = z.infer<typeof notificationListResponseSchema>;

export interface GetNotificationsInput {
  nextpage: number;
  pagesize: number;
  timeZone: string;
}

export function getNotifications(input: GetNotificationsInput, signal?: AbortSignal): Promise<NotificationPage> {
  return apiRequest(endpoints.notifications.list, { body: input, signal });
}

export function nextNotificationPage(page: NotificationPage): number | undefined {
  const { currentPage, endPage } = page.pagination;
  return currentPage < endPage ? currentPage + 1 : undefined;
}

/**
 * The panel's list, a page of three at a time. It lives only while the panel is open (gcTime 0),
 * so every opening starts again at page 1; each page also refreshes the badge's count.
 */
export function useNotifications(timeZone: string) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationListQueryKey,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getNotifications({ nextpage: pageParam, pagesize: NOTIFICATION_PAGE_SIZE, timeZone }, signal);
      queryClient.setQueryData(notificationCountQueryKey, page.count);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextNotificationPage,
    gcTime: 0,
    // The spec empties the list on a failure; a retry is the user's choice.
    retry: false,
  });
}
