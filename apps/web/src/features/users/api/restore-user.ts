import { endpoints, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListQueryKeys } from './get-users';

export function restoreUser(userId: string): Promise<MessageResponse> {
  return apiRequest(endpoints.user.restoreUser, { body: { userId } });
}

export function useRestoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKeys.all }),
  });
}
