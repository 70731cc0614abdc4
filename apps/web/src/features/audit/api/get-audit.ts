import { endpoints, type AuditFiltersInput, type AuditListInput, type AuditListResponse } from '@casecover/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveFile } from '@/lib/api-client';

export function getAuditPage(input: AuditListInput, signal?: AbortSignal): Promise<AuditListResponse> {
  return apiRequest(endpoints.audit.list, { body: input, signal });
}

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function useAuditPage(input: AuditListInput, enabled = true) {
  return useQuery({
    queryKey: ['audit', 'list', input],
    queryFn: ({ signal }) => getAuditPage(input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every entry of the filters as CSV, saved under the name the server gives. */
export function useAuditCsv() {
  return useMutation({
    mutationFn: async (filters: AuditFiltersInput) =>
      saveFile(await apiDownload(endpoints.audit.exportCsv, { body: filters }, 'Audit log.csv')),
  });
}
