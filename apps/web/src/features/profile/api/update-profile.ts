import { endpoints, type Profile } from '@casecover/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';
import { profileQueryKey } from './get-profile';

export type ProfileChange = { phone: string } | { profilePhoto: File };

export function updateProfile(change: ProfileChange) {
  const form = new FormData();
  if ('phone' in change) form.append('phone', change.phone);
  else form.append('profilePhoto', change.profilePhoto);
  return apiRequest(endpoints.user.updateProfile, { body: form });
}

/** Saves the phone or the photo; a new photo also goes into the session, so the header shows it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer, change) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (old) =>
        old
          ? { ...old, profilePath: answer.profilePath, ...('phone' in change ? { phone: change.phone.trim() } : {}) }
          : old,
      );
      const user = getSession()?.user;
      if (user && user.profilePath !== answer.profilePath)
        updateSessionUser({ ...user, profilePath: answer.profilePath });
    },
  });
}
