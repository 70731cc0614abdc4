import { accountOptionSchema, envelopeSchema, type AccountOption } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const accountListQueryKey = (search: string) => ['registration', 'accounts', search] as const;

const accountListResponseSchema = envelopeSchema(z.array(accountOptionSchema));

export async function getAccountList(search: string, signal?: AbortSignal): Promise<AccountOption[]> {
  const response = await apiRequest('registration', '/accountlist', accountListResponseSchema, {
    method: 'POST',
    body: { search },
    ...(signal ? { signal } : {}),
  });
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
