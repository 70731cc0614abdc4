import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyQueryKeys } from './get-companies';

export async function getCompany(id: string, signal?: AbortSignal) {
  return (await apiRequest(endpoints.companies.companyDetail, { params: { id }, signal })).data;
}

/** One company's header; another tenant's company answers 404. */
export function useCompany(id: string) {
  return useQuery({
    queryKey: companyQueryKeys.detail(id),
    queryFn: ({ signal }) => getCompany(id, signal),
  });
}
