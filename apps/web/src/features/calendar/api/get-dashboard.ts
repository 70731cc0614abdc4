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

/** A call started before the app drew anything, for the calendar's first ask to take over. */
let early: { key: string; answer: Promise<DashboardData>; startedAt: number } | null = null;
/** Past this, an early answer is not taken: the calendar asks afresh. */
const EARLY_ANSWER_MS = 15_000;

/**
 * Asks for the calendar's range while the app's code still loads (see prefetch-dashboard.ts); the
 * dashboard's first call for the same input takes this answer instead of asking again.
 */
export function startEarlyDashboard(input: DashboardInput): void {
  const answer = getDashboard(input);
  // Its failure is the taker's to report; untaken, it is dropped.
  answer.catch(() => undefined);
  early = { key: JSON.stringify(input), answer, startedAt: Date.now() };
}

/** The early answer for `input`, once, if it was asked for the same input moments ago. */
function takeEarlyDashboard(input: DashboardInput): Promise<DashboardData> | null {
  const taken = early;
  if (!taken || taken.key !== JSON.stringify(input)) return null;
  early = null;
  return Date.now() - taken.startedAt <= EARLY_ANSWER_MS ? taken.answer : null;
}

/** Waits (null) until the calendar has told its visible range. */
export function useDashboard(input: DashboardInput | null) {
  return useQuery({
    queryKey: dashboardQueryKey(input ?? { startDate: '', endDate: '' }),
    queryFn: input ? ({ signal }) => takeEarlyDashboard(input) ?? getDashboard(input, signal) : skipToken,
    placeholderData: keepPreviousData,
    // Tasks change on other pages (status, dates); coming back shows the cache and refreshes it.
    staleTime: 0,
  });
}
