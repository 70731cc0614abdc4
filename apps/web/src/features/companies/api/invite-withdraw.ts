import { endpoints, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invitationQueryKeys } from './invite-invitations';

/** Withdraws a pending invitation: its link dies and the company no longer works with the hospital. */
export function withdrawInvitation(id: string): Promise<MessageResponse> {
  return apiRequest(endpoints.companyInvites.withdrawInvitation, { params: { id } });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['companies', 'list'] }),
      ]),
  });
}
