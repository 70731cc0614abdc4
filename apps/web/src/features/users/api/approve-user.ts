import { endpoints, type EditUserInput, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListQueryKeys } from './get-users';

/** A registrant awaiting approval gets a role, and a department when the role is Scheduler. */
export type ApproveUserInput = Pick<EditUserInput, 'userId' | 'role' | 'departmentId'>;

export function approveUser(input: ApproveUserInput): Promise<MessageResponse> {
  return apiRequest(endpoints.user.approveUser, { body: input });
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKeys.all }),
  });
}
