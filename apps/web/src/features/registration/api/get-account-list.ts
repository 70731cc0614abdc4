import { endpoints, type AccountOption } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const accountListQueryKey = (search: string) => ['registration', 'accounts', search] as const;

export async function getAccountList(search: string, signal?: AbortSignal): Promise<AccountOption[]> {
  const response = await apiRequest(endpoints.registration.accountList, { body: { search }, signal });
  return response.data;
}

export function useAccountList(search: string, enabled = true) {
  return useQuery({
    queryKey: accountListQueryKey(search),
    queryFn: ({ signal }) => getAccountList(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
