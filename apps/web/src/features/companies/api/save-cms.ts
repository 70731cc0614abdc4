import { endpoints, type SaveCmsInput } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyLabelsQueryKey } from '@/lib/lookups/get-company-labels';

export function saveCms({ companyId, ...body }: SaveCmsInput & { companyId: string }) {
  return apiRequest(endpoints.company.saveCms, { params: { companyId }, body });
}

/**
 * Saves the company's labels. The cached labels are replaced with the saved ones, so Add Task and
 * task detail show them at once, without waiting for their cache to go stale.
 */
export function useSaveCms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCms,
    onSuccess: async (response, { companyId }) => {
      queryClient.setQueryData(companyLabelsQueryKey(companyId), response.data.label);
      await queryClient.invalidateQueries({ queryKey: companyLabelsQueryKey(companyId) });
    },
  });
}
