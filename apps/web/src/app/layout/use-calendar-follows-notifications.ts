import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { calendarTasksQueryKey } from '@/features/calendar/api/keys';
import { repDayQueryRoot } from '@/features/dashboard/api/rep-day';
import { notificationCountQueryKey } from '@/features/notifications/api/keys';

const countHash = hashKey(notificationCountQueryKey);

/**
 * A new notification (an offer to a rep, a task assigned, cancelled…) changes what the calendar
 * and its Pending panel show: when the bell's unread count grows — the real-time count event
 * sets it — the calendar's queries are fetched again, as the bell's list is. A count that falls
 * (notifications read) changes no task.
 */
export function useCalendarFollowsNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastCount: number | undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== countHash) return;
      const count: unknown = event.query.state.data;
      if (typeof count !== 'number') return;
      const grew = lastCount !== undefined && count > lastCount;
      lastCount = count;
      if (grew) void queryClient.invalidateQueries({ queryKey: calendarTasksQueryKey });
      // A rep's Today and Offers lists follow the same way (an offer arrives, a task is cancelled).
      if (grew) void queryClient.invalidateQueries({ queryKey: repDayQueryRoot });
    });
  }, [queryClient]);
}
