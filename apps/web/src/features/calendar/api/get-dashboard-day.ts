import { endpoints, type CalendarEvent, type dashboardDayInputSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { calendarTasksQueryKey } from './keys';

export type DashboardDayInput = z.input<typeof dashboardDayInputSchema>;

export const dashboardDayQueryKey = (input: DashboardDayInput) => [...calendarTasksQueryKey, 'day', input] as const;

/** Every event of one local day, for the "+N more" popover. */
export async function getDashboardDay(input: DashboardDayInput, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const response = await apiRequest(endpoints.calendar.dashboardDay, { body: input, signal });
  return response.data;
}

export function useDashboardDay(input: DashboardDayInput) {
  return useQuery({
    queryKey: dashboardDayQueryKey(input),
    queryFn: ({ signal }) => getDashboardDay(input, signal),
    staleTime: 0,
  });
}
