import { z } from 'zod';
import { MSG } from '../constants/messages';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../utils/patterns';
import { envelopeSchema, roleSchema, formBoolean } from './common';

export const loginFormSchema = z.object({
  email: z
    .string({ error: MSG.login.emailRequired })
    .trim()
    .min(1, MSG.login.emailRequired)
    .regex(EMAIL_PATTERN, MSG.login.emailFormat),
  password: z.string({ error: MSG.login.passwordRequired }).min(1, MSG.login.passwordRequired),
  remember: formBoolean.optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const loginInputSchema = loginFormSchema.extend({
  token: z.string({ error: MSG.captcha.required }).min(1, MSG.captcha.required),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** What the web app keeps about the signed-in user (spec part 1 §3 "Local session data"). */
export const sessionUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  companyId: z.string().nullable(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  companyName: z.string().nullable(),
  companySize: z.string().nullable(),
  hospitalLogo: z.string().nullable(),
  profilePath: z.string().nullable(),
  timezone: z.string().nullable(),
  task_location: z.boolean(),
  cmsDetail: z.array(z.unknown()),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  approved: z.boolean(),
  impersonating: z.boolean(),
  /** In a switched session: the Super Admin who switched in. */
  impersonatorName: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  status: z.number(),
  msg: z.string(),
  token: z.string(),
  data: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: MSG.forgot.emailRequired })
    .trim()
    .min(1, MSG.forgot.emailRequired)
    .regex(EMAIL_PATTERN, MSG.forgot.emailFormat),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z
  .string({ error: MSG.reset.newRequired })
  .min(1, MSG.reset.newRequired)
  .regex(PASSWORD_PATTERN, MSG.reset.weak);

export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MSG.reset.confirmRequired }).min(1, MSG.reset.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.reset.mismatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** `userId` carries the single-use reset token, not a user id (see README design notes). */
export const updatePasswordInputSchema = z.object({
  userId: z.string().min(1, MSG.reset.invalidLink),
  password: newPasswordSchema,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInputSchema>;

export const employeeNameResponseSchema = z.object({
  status: z.number(),
  data: z.object({ name: z.string() }),
});

/** GET login/session: the signed-in user, fresh from the database. */
export const sessionResponseSchema = envelopeSchema(sessionUserSchema);

/** The id in `login/employee/:id` is a reset or invitation link token. */
export const linkTokenParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
