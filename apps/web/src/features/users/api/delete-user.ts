import { endpoints, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListQueryKeys } from './get-users';

export function deleteUser(userId: string): Promise<MessageResponse> {
  return apiRequest(endpoints.user.deleteUser, { params: { id: userId } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKeys.all }),
  });
}
