import { endpoints, type Profile } from '@casecover/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const profileQueryKey = ['user', 'profile'] as const;

export async function getProfile(): Promise<Profile> {
  const response = await apiRequest(endpoints.user.profile);
  return response.data;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
