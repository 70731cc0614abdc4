import { endpoints, type CalendarFeedStatus } from '@casecover/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const calendarFeedQueryKey = ['user', 'calendarFeed'] as const;

export async function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return (await apiRequest(endpoints.calendarFeed.feedStatus)).data;
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedQueryKey, queryFn: getCalendarFeed });
}

/** A new address (replacing any earlier one); the answer is the only place its secret appears. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(endpoints.calendarFeed.createFeed),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(endpoints.calendarFeed.revokeFeed),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}
