import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const invitationQueryKeys = {
  all: ['companies', 'invitations'] as const,
};

export async function getInvitations(signal?: AbortSignal) {
  return (await apiRequest(endpoints.companyInvites.invitations, { signal })).data;
}

/** The hospital's company invitations, newest first; read again whenever the list is shown. */
export function useInvitations() {
  return useQuery({
    queryKey: invitationQueryKeys.all,
    queryFn: ({ signal }) => getInvitations(signal),
    refetchOnMount: 'always',
  });
}
