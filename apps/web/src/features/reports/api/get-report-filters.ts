import { endpoints, type ReportFilters, type ReportFiltersInput } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const reportFiltersQueryKey = (input: ReportFiltersInput) => ['reports', 'filters', input] as const;

/**
 * The options of the report filters: the chosen company decides whose units are listed, the
 * chosen hospital of a health system whose departments.
 */
export async function getReportFilters(input: ReportFiltersInput, signal?: AbortSignal): Promise<ReportFilters> {
  return (await apiRequest(endpoints.reports.filters, { body: input, signal })).data;
}

export function useReportFilters(input: ReportFiltersInput) {
  return useQuery({
    queryKey: reportFiltersQueryKey(input),
    queryFn: ({ signal }) => getReportFilters(input, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
