import {
  calendarEventSchema,
  envelopeSchema,
  type CalendarEvent,
  type dashboardDayInputSchema,
} from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { calendarTasksQueryKey } from './keys';

export type DashboardDayInput = z.input<typeof dashboardDayInputSchema>;

const dashboardDayResponseSchema = envelopeSchema(calendarEventSchema.array());

export const dashboardDayQueryKey = (input: DashboardDayInput) => [...calendarTasksQueryKey, 'day', input] as const;

/** Every event of one local day, for the "+N more" popover. */
export async function getDashboardDay(input: DashboardDayInput, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const response = await apiRequest('task', '/dashboard/day', dashboardDayResponseSchema, {
    method: 'POST',
    auth: true,
    body: { ...input },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useDashboardDay(input: DashboardDayInput) {
  return useQuery({
    queryKey: dashboardDayQueryKey(input),
    queryFn: ({ signal }) => getDashboardDay(input, signal),
    staleTime: 0,
  });
}
