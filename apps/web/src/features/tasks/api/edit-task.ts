import { endpoints, type EditTaskInput, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';
import { taskQueryKey } from './get-task';

/** One kind of change per call: description, dates, a patient field or the emergency flag. */
export function editTask(input: EditTaskInput): Promise<MessageResponse> {
  return apiRequest(endpoints.task.editTask, { body: input });
}

export function useEditTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTask,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
      ]),
  });
}
