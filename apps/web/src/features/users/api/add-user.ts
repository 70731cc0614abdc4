import { endpoints, type AddUserInput, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListQueryKeys } from './get-users';

export function addUser(input: AddUserInput): Promise<MessageResponse> {
  return apiRequest(endpoints.user.addUser, { body: input });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKeys.all }),
  });
}
