import { endpoints, type ApproveUserInput, type RegistrationsQuery } from '@casecover/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKeys } from './get-accounts';

/** Registrants waiting for approval in every hospital. */
export function useRegistrations(query: RegistrationsQuery) {
  return useQuery({
    queryKey: accountQueryKeys.registrations(query),
    queryFn: ({ signal }) => apiRequest(endpoints.accounts.registrations, { querystring: query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApproveRegistrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveUserInput) => apiRequest(endpoints.accounts.approveRegistrant, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.all }),
  });
}

export function useRejectRegistrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest(endpoints.accounts.rejectRegistrant, { body: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.all }),
  });
}
