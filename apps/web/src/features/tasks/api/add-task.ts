import { endpoints, type AddTaskInput, type AddTaskResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';

export type { AddTaskResponse };

export function addTask(input: AddTaskInput): Promise<AddTaskResponse> {
  return apiRequest(endpoints.task.addTask, { body: input });
}

export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
  });
}
