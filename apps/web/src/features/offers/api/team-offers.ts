import { endpoints, type MessageResponse, type ReassignOfferInput, type TeamOffers } from '@casecover/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const teamOffersQueryKey = ['team-offers'] as const;

/** The open offers in the manager's part of the company, and the reps he may move them to. */
export function useTeamOffers() {
  return useQuery({
    queryKey: teamOffersQueryKey,
    queryFn: async ({ signal }): Promise<TeamOffers> =>
      (await apiRequest(endpoints.repDay.teamOffers, { signal })).data,
  });
}

export function reassignOffer(input: ReassignOfferInput): Promise<MessageResponse> {
  return apiRequest(endpoints.repDay.reassignOffer, { body: input });
}

export function useReassignOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamOffersQueryKey }),
  });
}
