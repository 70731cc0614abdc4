import { endpoints } from '@casecover/shared';
import { apiRequest } from '@/lib/api-client';
import { defineLookup } from './lookup';

/** A company's label configuration for the optional task fields (spec part 1 §3). */
const companyLabels = defineLookup(
  'labels',
  async (companyId: string, signal?: AbortSignal) =>
    (await apiRequest(endpoints.company.cmsLabels, { params: { companyId }, signal })).data.labelChange.label,
  { staleTime: 5 * 60_000, ready: (companyId) => companyId !== '' },
);

export const companyLabelsQueryKey = companyLabels.queryKey;
export const getCompanyLabels = companyLabels.fetch;
export const useCompanyLabels = (companyId: string | null | undefined) => companyLabels.useLookup(companyId ?? '');
