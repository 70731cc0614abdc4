import { endpoints } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';
import { profileQueryKey } from './get-profile';

export function updateTimezone(timezone: string) {
  return apiRequest(endpoints.user.updateTimezone, { body: { timezone } });
}

/**
 * Saves the zone and puts it in the session, the one place every date of the app is formatted
 * from: lists, details, the calendar and notifications follow at once.
 */
export function useUpdateTimezone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimezone,
    onSuccess: (_answer, timezone) => {
      const user = getSession()?.user;
      if (user) updateSessionUser({ ...user, timezone });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
