import type { LoginForm } from '@casecover/shared';
import type { Resolver } from 'react-hook-form';

/** What the sign-in form holds before the schema reads it. */
export interface LoginFormValues {
  email: string;
  password: string;
  remember?: boolean | 'true' | 'false' | undefined;
}

/**
 * Checks the sign-in form with the shared schema, loaded with the first check (the first
 * submit) rather than with the page, so the page opens without the schema library.
 */
export const lazyLoginResolver: Resolver<LoginFormValues, unknown, LoginForm> = async (values, context, options) => {
  const [{ loginFormSchema }, { zodResolver }] = await Promise.all([
    import('./login-form-schema'),
    import('@hookform/resolvers/zod'),
  ]);
  return zodResolver(loginFormSchema)(values, context, options);
};
