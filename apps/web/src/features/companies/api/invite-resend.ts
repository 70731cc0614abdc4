import { endpoints, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invitationQueryKeys } from './invite-invitations';

/** Emails a new sign-up link; the previous one stops working. */
export function resendInvitation(id: string): Promise<MessageResponse> {
  return apiRequest(endpoints.companyInvites.resendInvitation, { params: { id } });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationQueryKeys.all }),
  });
}
