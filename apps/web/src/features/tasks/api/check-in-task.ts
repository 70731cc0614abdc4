import { endpoints, type MessageResponse } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';
import { taskQueryKey } from './get-task';

export function checkInTask(taskId: string): Promise<MessageResponse> {
  return apiRequest(endpoints.task.checkIn, { body: { task_id: taskId } });
}

export function useCheckInTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkInTask(taskId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
      ]),
  });
}
