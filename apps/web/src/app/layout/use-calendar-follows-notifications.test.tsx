import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { calendarTasksQueryKey } from '@/features/calendar/api/keys';
import { notificationCountQueryKey } from '@/features/notifications/api/keys';
import { useCalendarFollowsNotifications } from './use-calendar-follows-notifications';

function setup() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useCalendarFollowsNotifications(), { wrapper });
  const pendingKey = [...calendarTasksQueryKey, 'range', 'this month'];
  queryClient.setQueryData(pendingKey, { upcoming_tasks: [] });
  const isStale = () => queryClient.getQueryState(pendingKey)?.isInvalidated ?? false;
  return { queryClient, isStale };
}

describe('useCalendarFollowsNotifications', () => {
  it('fetches the calendar and Pending panel again when a new notification arrives (the count grows)', () => {
    const { queryClient, isStale } = setup();
    queryClient.setQueryData(notificationCountQueryKey, 2);
    expect(isStale()).toBe(false);
    // The real-time count event of a new offer.
    queryClient.setQueryData(notificationCountQueryKey, 3);
    expect(isStale()).toBe(true);
  });

  it('leaves the calendar alone when notifications are read (the count falls)', () => {
    const { queryClient, isStale } = setup();
    queryClient.setQueryData(notificationCountQueryKey, 3);
    queryClient.setQueryData(notificationCountQueryKey, 0);
    expect(isStale()).toBe(false);
  });
});
