import { endpoints } from '@casecover/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lookupsQueryRoot } from '@/lib/lookups/keys';

export const companyServiceKeys = {
  all: (companyId: string) => ['companies', 'services', companyId] as const,
  list: (companyId: string) => ['companies', 'services', companyId, 'list'] as const,
  types: (companyId: string) => ['companies', 'services', companyId, 'types'] as const,
};

export async function getCompanyServices(companyId: string, signal?: AbortSignal) {
  return (await apiRequest(endpoints.companyServices.services, { body: { companyId }, signal })).data;
}

/** The Services tab's list: the company's services (archived ones left out), with type and division. */
export function useCompanyServices(companyId: string) {
  return useQuery({
    queryKey: companyServiceKeys.list(companyId),
    queryFn: ({ signal }) => getCompanyServices(companyId, signal),
  });
}

/** A change to a company's services shows in its tab and in every service picker (Add Task). */
export function invalidateCompanyServices(queryClient: QueryClient, companyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyServiceKeys.all(companyId) }),
    queryClient.invalidateQueries({ queryKey: lookupsQueryRoot }),
  ]);
}
