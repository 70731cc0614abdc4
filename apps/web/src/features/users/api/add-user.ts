import { messageResponseSchema, type AddUserInput, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListQueryKeys } from './get-users';

export function addUser(input: AddUserInput): Promise<MessageResponse> {
  return apiRequest('user', '/addUser', messageResponseSchema, { method: 'POST', body: { ...input }, auth: true });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKeys.all }),
  });
}
