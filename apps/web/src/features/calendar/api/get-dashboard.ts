import { endpoints, type DashboardInput, type dashboardResponseSchema } from '@casecover/shared';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
/** The early call's answer once it has arrived, and when: the dashboard's first render draws it. */
let arrived: { key: string; data: DashboardData; at: number } | null = null;
/** Past this, an early answer is not taken: the calendar asks afresh. */
const EARLY_ANSWER_MS = 15_000;

/**
 * Asks for the calendar's range while the app's code still loads (see prefetch-dashboard.ts); the
 * dashboard's first call for the same input takes this answer instead of asking again.
 */
export function startEarlyDashboard(input: DashboardInput): void {
  const key = JSON.stringify(input);
  const answer = getDashboard(input);
  // Its failure is the taker's to report; untaken, it is dropped.
  answer.then(
    (data) => {
      if (early?.answer === answer) arrived = { key, data, at: Date.now() };
    },
    () => undefined,
  );
  early = { key, answer, startedAt: Date.now() };
  arrived = null;
}

function isFresh(startedAt: number): boolean {
  return Date.now() - startedAt <= EARLY_ANSWER_MS;
}

/** The early answer for `input`, once, if it was asked for the same input moments ago. */
function takeEarlyDashboard(input: DashboardInput): Promise<DashboardData> | null {
  const taken = early;
  if (!taken || taken.key !== JSON.stringify(input)) return null;
  early = null;
  arrived = null;
  return isFresh(taken.startedAt) ? taken.answer : null;
}

/**
 * The early answer for `input` if it has already arrived (taken, once): the dashboard's first
 * render then draws the month at once, rather than a frame of placeholders and a second render
 * when the query has read the answer.
 */
function takeArrivedDashboard(input: DashboardInput): { key: string; data: DashboardData; at: number } | undefined {
  const taken = arrived;
  if (!taken || !early || taken.key !== JSON.stringify(input) || !isFresh(early.startedAt)) return undefined;
  early = null;
  arrived = null;
  return taken;
}

/** Waits (null) until the calendar has told its visible range. */
export function useDashboard(input: DashboardInput | null) {
  // Read once, when the query is first observed: its data then counts as fetched when it arrived.
  const [initial] = useState(() => (input ? takeArrivedDashboard(input) : undefined));
  return useQuery({
    queryKey: dashboardQueryKey(input ?? { startDate: '', endDate: '' }),
    queryFn: input ? ({ signal }) => takeEarlyDashboard(input) ?? getDashboard(input, signal) : skipToken,
    // Only the query of the range it answers: a later range starts empty.
    ...(initial && input && initial.key === JSON.stringify(input)
      ? { initialData: initial.data, initialDataUpdatedAt: initial.at }
      : {}),
    placeholderData: keepPreviousData,
    // Tasks change on other pages (status, dates); coming back shows the cache and refreshes it.
    // The early answer, just fetched, is not asked again as the dashboard mounts.
    staleTime: (query) => (initial && query.state.dataUpdatedAt === initial.at ? EARLY_ANSWER_MS : 0),
  });
}
