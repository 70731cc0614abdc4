import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getInviteDivisions(companyId: string, signal?: AbortSignal) {
  return (await apiRequest(endpoints.companyInvites.divisionList, { body: { companyId }, signal })).data.finalDivision;
}

/** The divisions of a large company chosen in Invite Company (it need not work with the hospital yet). */
export function useInviteDivisions(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'invite-divisions', companyId] as const,
    queryFn: ({ signal }) => getInviteDivisions(companyId, signal),
    staleTime: 60_000,
    enabled: enabled && companyId !== '',
  });
}
