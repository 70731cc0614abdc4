import { endpoints, type AccountsListQuery } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const accountQueryKeys = {
  all: ['accounts'] as const,
  list: (query: AccountsListQuery) => ['accounts', 'list', query] as const,
  detail: (id: string) => ['accounts', 'detail', id] as const,
  company: (id: string) => ['accounts', 'company', id] as const,
  registrations: (query: object) => ['accounts', 'registrations', query] as const,
};

/** One page of every hospital and health system; the previous page stays while the next loads. */
export function useAccounts(query: AccountsListQuery) {
  return useQuery({
    queryKey: accountQueryKeys.list(query),
    queryFn: ({ signal }) => apiRequest(endpoints.accounts.accountList, { querystring: query, signal }),
    placeholderData: keepPreviousData,
  });
}
