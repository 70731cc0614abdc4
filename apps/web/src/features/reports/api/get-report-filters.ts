import { endpoints, type ReportFilters } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const reportFiltersQueryKey = (companyId: string) => ['reports', 'filters', companyId] as const;

/** The options of the report filters; the Super Admin's chosen company decides whose units are listed. */
export async function getReportFilters(companyId: string, signal?: AbortSignal): Promise<ReportFilters> {
  return (await apiRequest(endpoints.reports.filters, { body: { companyId }, signal })).data;
}

export function useReportFilters(companyId: string) {
  return useQuery({
    queryKey: reportFiltersQueryKey(companyId),
    queryFn: ({ signal }) => getReportFilters(companyId, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
