import { endpoints, type DashboardInput, type dashboardResponseSchema } from '@casecover/shared';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { calendarTasksQueryKey } from './keys';

export type DashboardData = z.infer<typeof dashboardResponseSchema>['data'];

export const dashboardQueryKey = (input: DashboardInput) => [...calendarTasksQueryKey, 'range', input] as const;

/** The calendar's events of a range (at most perDay a day, with hidden counts) and the Pending panel. */
export async function getDashboard(input: DashboardInput, signal?: AbortSignal): Promise<DashboardData> {
  const response = await apiRequest(endpoints.calendar.dashboard, { body: input, signal });
  return response.data;
}

/** Waits (null) until the calendar has told its visible range. */
export function useDashboard(input: DashboardInput | null) {
  return useQuery({
    queryKey: dashboardQueryKey(input ?? { startDate: '', endDate: '' }),
    queryFn: input ? ({ signal }) => getDashboard(input, signal) : skipToken,
    placeholderData: keepPreviousData,
    // Tasks change on other pages (status, dates); coming back shows the cache and refreshes it.
    staleTime: 0,
  });
}
