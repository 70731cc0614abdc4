import { endpoints, type AssignTaskInput, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';
import { taskQueryKey } from './get-task';

/** The hospital side's Update Status (Cancelled or Completed) and Cancel Task with its note. */
export function updateTaskStatus(input: AssignTaskInput): Promise<MessageResponse> {
  return apiRequest(endpoints.task.assignStatus, { body: input });
}

export function useUpdateTaskStatus(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
      ]),
  });
}
