import { endpoints, type MessageResponse, type UpdatePasswordInput } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function updatePassword(input: UpdatePasswordInput): Promise<MessageResponse> {
  return apiRequest(endpoints.login.updatePassword, { body: input });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
