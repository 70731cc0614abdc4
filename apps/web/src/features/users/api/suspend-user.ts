import { endpoints, type MessageResponse, type suspendUserInputSchema } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { userListQueryKeys } from './get-users';

export type SuspendUserInput = z.input<typeof suspendUserInputSchema>;

export function suspendUser(input: SuspendUserInput): Promise<MessageResponse> {
  return apiRequest(endpoints.user.suspendUser, { body: input });
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListQueryKeys.all }),
  });
}
