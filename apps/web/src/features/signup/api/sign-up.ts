import { endpoints, type MessageResponse } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SignupValues {
  password: string;
  photo: File | null;
}

/** The multipart body of the signup call: the password and, when chosen, the profile photo. */
export function signupFormData({ password, photo }: SignupValues): FormData {
  const body = new FormData();
  body.append('password', password);
  if (photo) body.append('profilePhoto', photo, photo.name);
  return body;
}

export function signUp(token: string, values: SignupValues): Promise<MessageResponse> {
  return apiRequest(endpoints.user.signup, { params: { id: token }, body: signupFormData(values) });
}

export function useSignUp(token: string) {
  return useMutation({ mutationFn: (values: SignupValues) => signUp(token, values) });
}
