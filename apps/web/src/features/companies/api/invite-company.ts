import { endpoints, type CompanyInviteForm, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function inviteCompany(input: CompanyInviteForm): Promise<MessageResponse> {
  return apiRequest(endpoints.companyInvites.invite, { body: input });
}

/** Either mode links a company to the hospital: the companies list and the invitations refresh. */
export function useInviteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCompany,
    // The companies list, the invitations and the linked marks all live under ['companies'].
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
