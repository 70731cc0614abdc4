import { endpoints, type ForgotPasswordInput, type MessageResponse } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return apiRequest(endpoints.login.forgotPassword, { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
