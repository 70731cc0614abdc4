import { endpoints, type AddressSuggestion } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ADDRESS_MIN_CHARS = 2;

export async function getAddressSuggestions(q: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return (await apiRequest(endpoints.registration.addressSuggestions, { querystring: { q }, signal })).data;
}

/** Suggestions for the (debounced) address typed; nothing is asked under two characters. */
export function useAddressSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['registration', 'address-suggestions', text],
    queryFn: ({ signal }) => getAddressSuggestions(text, signal),
    enabled: text.length >= ADDRESS_MIN_CHARS,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
