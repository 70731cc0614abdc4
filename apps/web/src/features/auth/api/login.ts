import type { LoginInput, LoginResponse } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useCaptcha } from '@/lib/captcha';
import { saveSession } from '@/lib/session';

export async function login(input: LoginInput): Promise<LoginResponse> {
  // The endpoint table, with the schemas that check the answer, loads with the first sign-in.
  const { endpoints } = await import('./endpoint-table');
  return apiRequest(endpoints.login.login, { body: input });
}

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** Solves a fresh captcha, signs in, and stores the session where "Remember me" says. */
export function useLogin() {
  const takeCaptchaToken = useCaptcha();
  return useMutation({
    mutationFn: async (values: LoginValues) => {
      const token = await takeCaptchaToken();
      return login({ email: values.email, password: values.password, remember: values.remember, token });
    },
    onSuccess: (response, values) => {
      saveSession({ token: response.token, user: response.data, remember: values.remember });
    },
  });
}
