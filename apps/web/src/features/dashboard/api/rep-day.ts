import { endpoints, type MessageResponse, type RepDayTask, type RepToday } from '@casecover/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The root of a rep's Today and Offers queries: a change to one of his tasks refreshes both. */
export const repDayQueryRoot = ['rep-day'] as const;

export function useRepToday(timeZone: string) {
  return useQuery({
    queryKey: [...repDayQueryRoot, 'today', timeZone],
    queryFn: async ({ signal }): Promise<RepToday> =>
      (await apiRequest(endpoints.repDay.today, { querystring: { timeZone }, signal })).data,
  });
}

export function useRepOffers() {
  return useQuery({
    queryKey: [...repDayQueryRoot, 'offers'],
    queryFn: async ({ signal }): Promise<RepDayTask[]> => (await apiRequest(endpoints.repDay.offers, { signal })).data,
  });
}

export type RepDayMove =
  | { kind: 'accept'; taskId: string; confirmOverlap?: true }
  | { kind: 'decline'; taskId: string; reason: string }
  | { kind: 'checkin'; taskId: string };

/** Accept, decline (with the reason) or check in, through the task's own calls; the lists refresh after. */
export function repDayMove(move: RepDayMove): Promise<MessageResponse> {
  switch (move.kind) {
    case 'accept':
      return apiRequest(endpoints.task.respondToOffer, {
        body: { task_id: move.taskId, accept: true, ...(move.confirmOverlap ? { confirmOverlap: true } : {}) },
      });
    case 'decline':
      return apiRequest(endpoints.task.respondToOffer, {
        body: { task_id: move.taskId, accept: false, reason: move.reason },
      });
    case 'checkin':
      return apiRequest(endpoints.task.checkIn, { body: { task_id: move.taskId } });
  }
}

export function useRepDayMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: repDayMove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: repDayQueryRoot }),
  });
}
