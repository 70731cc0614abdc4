import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyQueryKeys } from './get-companies';

export async function getCompanyTeam(companyId: string, signal?: AbortSignal) {
  return (await apiRequest(endpoints.companies.team, { body: { companyId }, signal })).data;
}

/** The company's units by level, with their managers and reps. */
export function useCompanyTeam(companyId: string) {
  return useQuery({
    queryKey: companyQueryKeys.team(companyId),
    queryFn: ({ signal }) => getCompanyTeam(companyId, signal),
  });
}
