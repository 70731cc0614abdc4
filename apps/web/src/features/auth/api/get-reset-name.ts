import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const resetNameQueryKey = (token: string) => ['reset-password', 'name', token] as const;

/** The name of the user a reset link belongs to; the link's token stands in for the id. */
export async function getResetName(token: string): Promise<string> {
  const response = await apiRequest(endpoints.login.linkName, { params: { id: token } });
  return response.data.name;
}

export function useResetName(token: string) {
  return useQuery({
    queryKey: resetNameQueryKey(token),
    queryFn: () => getResetName(token),
    staleTime: Infinity,
  });
}
