import { endpoints } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';

export function toggleTaskLocation(status: boolean) {
  return apiRequest(endpoints.location.toggleLocation, { body: { status } });
}

/** Stores the hospital's Task Location setting, then the session's copy, which Add Task reads. */
export function useToggleTaskLocation() {
  return useMutation({
    mutationFn: toggleTaskLocation,
    onSuccess: (res) => {
      const session = getSession();
      if (session) updateSessionUser({ ...session.user, task_location: res.data.taskLocation });
    },
  });
}
