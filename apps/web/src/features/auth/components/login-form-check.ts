import type { LoginForm } from '@casecover/shared';

/** What the sign-in form holds. */
export interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

export type LoginFormErrors = Partial<Record<'email' | 'password', string>>;

/**
 * Checks the sign-in form with the shared schema, loaded with the first check (the first
 * submit) rather than with the page, so the page opens without the schema library. Answers
 * the values as the schema reads them, or the first message of each field.
 */
export async function checkLoginForm(
  values: LoginFormValues,
): Promise<{ ok: true; data: LoginForm } | { ok: false; errors: LoginFormErrors }> {
  const { loginFormSchema } = await import('./login-form-schema');
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: LoginFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
