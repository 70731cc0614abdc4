import { endpoints, type OfferProgress } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskDetailsQueryKey } from './keys';

/** Under the task's detail key: every change to the task (accept, decline, edit) refreshes it too. */
export const taskOffersQueryKey = (id: string) => [...taskDetailsQueryKey, id, 'offers'] as const;

/** While a broadcast may still send waves or be taken, its progress is read again this often. */
const LIVE_REFRESH_MS = 15_000;

export function useTaskOffers(id: string, live: boolean) {
  return useQuery({
    queryKey: taskOffersQueryKey(id),
    queryFn: async ({ signal }): Promise<OfferProgress> =>
      (await apiRequest(endpoints.offers.taskOffers, { params: { id }, signal })).data,
    staleTime: 0,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
