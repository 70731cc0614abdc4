import { endpoints, type MessageResponse, type respondOfferInputSchema } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { taskListsQueryKey } from './keys';
import { taskQueryKey } from './get-task';

export type RespondToOfferInput = z.input<typeof respondOfferInputSchema>;

/** The rep accepts or declines a task offered to him. */
export function respondToOffer(input: RespondToOfferInput): Promise<MessageResponse> {
  return apiRequest(endpoints.task.respondToOffer, { body: input });
}

export function useRespondToOffer(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToOffer,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
        queryClient.invalidateQueries({ queryKey: taskListsQueryKey }),
      ]),
  });
}
