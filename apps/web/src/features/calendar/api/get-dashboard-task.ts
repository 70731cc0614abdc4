import { endpoints, type dashboardTaskSchema } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { calendarTasksQueryKey } from './keys';

export type DashboardTask = z.infer<typeof dashboardTaskSchema>;

export const dashboardTaskQueryKey = (id: string) => [...calendarTasksQueryKey, 'task', id] as const;

/** One event's popup details, with the rep's contact once a rep has accepted. */
export async function getDashboardTask(id: string, signal?: AbortSignal): Promise<DashboardTask> {
  const response = await apiRequest(endpoints.calendar.dashboardTask, { params: { id }, signal });
  return response.data;
}

export function useDashboardTask(id: string) {
  return useQuery({
    queryKey: dashboardTaskQueryKey(id),
    queryFn: ({ signal }) => getDashboardTask(id, signal),
    staleTime: 0,
  });
}
