import { endpoints, type LoginInput, type LoginResponse } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useCaptcha } from '@/lib/captcha';
import { saveSession } from '@/lib/session';

export function login(input: LoginInput): Promise<LoginResponse> {
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
