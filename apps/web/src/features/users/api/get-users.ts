import { endpoints, type UserListInput, type UserListResponse } from '@casecover/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const userListQueryKeys = {
  all: ['users', 'list'] as const,
  list: (input: UserListInput) => ['users', 'list', input] as const,
};

export function getUsers(input: UserListInput, signal?: AbortSignal): Promise<UserListResponse> {
  return apiRequest(endpoints.user.userList, { body: input, signal });
}

/** One page of the users list; the previous page stays on screen while the next loads. */
export function useUsers(input: UserListInput) {
  return useQuery({
    queryKey: userListQueryKeys.list(input),
    queryFn: ({ signal }) => getUsers(input, signal),
    placeholderData: keepPreviousData,
  });
}
