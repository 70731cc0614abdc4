import { endpoints, type MessageResponse } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Emails a fresh invitation link to a user who has not set a password yet. */
export function resendInvite(userId: string): Promise<MessageResponse> {
  return apiRequest(endpoints.user.resendInvite, { body: { userId } });
}

export function useResendInvite() {
  return useMutation({ mutationFn: resendInvite });
}
