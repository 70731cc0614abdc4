import { endpoints } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getInviteCompanyOptions(search: string, signal?: AbortSignal) {
  return (await apiRequest(endpoints.companyInvites.inviteCompanies, { body: { search }, signal })).data;
}

/** Companies on the platform matching the typed name, each marked when it already works with the hospital. */
export function useInviteCompanyOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'invite-options', search] as const,
    queryFn: ({ signal }) => getInviteCompanyOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
