import { endpoints, type MessageResponse, type ReopenTaskInput } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';
import { taskQueryKey } from './get-task';

/** The Account Admin reopens an uncovered task, with the note that says why. */
export function reopenTask(input: ReopenTaskInput): Promise<MessageResponse> {
  return apiRequest(endpoints.task.reopenTask, { body: input });
}

export function useReopenTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTask,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
      ]),
  });
}
