import { endpoints, type MessageResponse, type offerTaskInputSchema } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';
import { taskQueryKey } from './get-task';

export type OfferTaskInput = z.input<typeof offerTaskInputSchema>;

export function offerTask(input: OfferTaskInput): Promise<MessageResponse> {
  return apiRequest(endpoints.task.offerTask, { body: input });
}

export function useOfferTask(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerTask,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
      ]),
  });
}
