import type { LoginInput, LoginResponse } from '@casecover/shared';
import { apiRequest } from '@/lib/api-client';
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

/**
 * Takes a solved captcha, signs in, and stores the session where "Remember me" says. Plain
 * promises rather than a query hook: the sign-in page is drawn before React Query has loaded.
 */
export async function signIn(values: LoginValues, takeCaptchaToken: () => Promise<string>): Promise<LoginResponse> {
  const token = await takeCaptchaToken();
  const response = await login({ email: values.email, password: values.password, remember: values.remember, token });
  saveSession({ token: response.token, user: response.data, remember: values.remember });
  return response;
}
