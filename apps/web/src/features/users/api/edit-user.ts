import { endpoints, type EditUserInput, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListQueryKeys } from './get-users';

export function editUser(input: EditUserInput): Promise<MessageResponse> {
  return apiRequest(endpoints.user.editUser, { body: input });
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKeys.all }),
  });
}
