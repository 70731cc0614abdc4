import { endpoints, type CoverageData, type ReportInput } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const coverageQueryKey = (input: ReportInput) => ['reports', 'coverage', input] as const;

/** Coverage analytics for the report filters. */
export async function getCoverage(input: ReportInput, signal?: AbortSignal): Promise<CoverageData> {
  const response = await apiRequest(endpoints.reports.coverage, { body: input, signal });
  return response.data;
}

/**
 * Keyed by the filters: a change asks again, and an answer to filters no longer shown lands in
 * its own cache entry (or is aborted), never on screen.
 */
export function useCoverage(input: ReportInput) {
  return useQuery({
    queryKey: coverageQueryKey(input),
    queryFn: ({ signal }) => getCoverage(input, signal),
  });
}
