import { endpoints, type ChangePasswordInput } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSession, saveSession } from '@/lib/session';

export function changePassword(input: ChangePasswordInput) {
  return apiRequest(endpoints.user.changePassword, { body: input });
}

/** The server ends every other session; this one goes on under the token it answers. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      const session = getSession();
      if (session) saveSession({ token, user: session.user, remember: session.remember });
    },
  });
}
