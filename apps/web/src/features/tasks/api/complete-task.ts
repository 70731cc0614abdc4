import { endpoints, type CompleteTaskInput, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';
import { taskQueryKey } from './get-task';

/** The rep completes a task in progress, with the products used. */
export function completeTask(input: CompleteTaskInput): Promise<MessageResponse> {
  return apiRequest(endpoints.task.complete, { body: input });
}

export function useCompleteTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
      ]),
  });
}
