import type { Notification } from '@casecover/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from './get-notifications';
import { notificationListQueryKey } from './keys';

/** Marks the loaded notifications that match as read or unread, before the server answers. */
export function setReadInList(queryClient: QueryClient, matches: (n: Notification) => boolean, read: boolean) {
  queryClient.setQueryData<InfiniteData<NotificationPage, number>>(notificationListQueryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((n) => (matches(n) ? { ...n, read } : n)),
          })),
        }
      : data,
  );
}
