import { endpoints } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const signupNameQueryKey = (token: string) => ['signup', 'name', token] as const;

/** The name of the person an invitation link was sent to; 404 when the link is used or expired. */
export async function getSignupName(token: string): Promise<string> {
  const response = await apiRequest(endpoints.login.linkName, { params: { id: token } });
  return response.data.name;
}

export function useSignupName(token: string) {
  return useQuery({
    queryKey: signupNameQueryKey(token),
    queryFn: () => getSignupName(token),
    staleTime: Infinity,
  });
}
