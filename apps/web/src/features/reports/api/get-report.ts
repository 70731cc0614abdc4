import { endpoints, type ReportData, type ReportInput, type TableReportType } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const reportQueryKey = (report: TableReportType, input: ReportInput) =>
  ['reports', 'data', report, input] as const;

/** Each report's call (spec part 2 §7); Activity and Account Satisfaction share one. */
export async function getReport(report: TableReportType, body: ReportInput, signal?: AbortSignal): Promise<ReportData> {
  const e = endpoints.reports;
  const chart = (endpoint: typeof e.uncovered) => apiRequest(endpoint, { body, signal });
  switch (report) {
    case 'activity':
    case 'accountSatisfaction':
      return (await apiRequest(e.completed, { body: { ...body, report }, signal })).data;
    case 'mostActiveAccounts':
      return (await apiRequest(e.mostActive, { params: { kind: 'account' }, body, signal })).data;
    case 'mostActiveReps':
      return (await apiRequest(e.mostActive, { params: { kind: 'rep' }, body, signal })).data;
    case 'uncovered':
      return (await chart(e.uncovered)).data;
    case 'cancellations':
      return (await chart(e.cancelled)).data;
    case 'incomplete':
      return (await chart(e.incomplete)).data;
    case 'procedure':
      return (await chart(e.procedure)).data;
    case 'products':
      return (await chart(e.products)).data;
    case 'pipeline':
      return (await chart(e.pipeline)).data;
    case 'repUtilization':
      return (await chart(e.repUtilization)).data;
  }
}

/**
 * The chosen report for the current filters. Each set of filters is its own query, so an answer
 * to older filters that arrives late lands under its own key and never replaces the newer one;
 * the superseded call is aborted. The last answer stays on screen while the next loads.
 */
export function useReport(report: TableReportType | null, input: ReportInput) {
  return useQuery({
    queryKey: reportQueryKey(report ?? 'activity', input),
    queryFn: ({ signal }) => getReport(report ?? 'activity', input, signal),
    enabled: report !== null,
    placeholderData: keepPreviousData,
  });
}
