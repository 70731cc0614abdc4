import { z } from 'zod';
import { ACCOUNT_ROLES } from '../constants/roles';
import { MSG } from '../constants/messages';
import { LIMITS } from '../constants/limits';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../utils/patterns';
import { listEnvelopeSchema, listPageSizeField, pageNumberField, pagerSchema, roleSchema } from './common';
import { newPasswordSchema } from './auth';

/** Letters, comma, apostrophe, period and space (spec part 1 §5, Add/Edit user). */
export const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z,'. ]*$/;

export const ASSIGNABLE_ROLES = ACCOUNT_ROLES;
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: MSG.users.roleRequired });

export const USER_STATUS_FILTERS = ['', 'all', 'inactive', 'deleted', 'pending'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

const userName = z
  .string({ error: MSG.users.nameRequired })
  .trim()
  .min(1, MSG.users.nameRequired)
  .regex(USER_NAME_PATTERN, MSG.users.nameChars)
  .min(LIMITS.nameMin, MSG.users.nameLength)
  .max(LIMITS.nameMax, MSG.users.nameLength);

const userEmail = z
  .string({ error: MSG.users.emailRequired })
  .trim()
  .min(1, MSG.users.emailRequired)
  .max(LIMITS.emailMax, MSG.users.emailLength)
  .regex(EMAIL_PATTERN, MSG.users.emailFormat);

const userPhone = z
  .string({ error: MSG.users.phoneRequired })
  .trim()
  .min(1, MSG.users.phoneRequired)
  .regex(PHONE_PATTERN, MSG.users.phoneFormat);

const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The department rule: required for a Scheduler, ignored otherwise. */
function departmentForScheduler<T extends { role: string; departmentId?: string | undefined }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  if (v.role === 'scheduler' && !v.departmentId) {
    ctx.addIssue({ code: 'custom', message: MSG.users.departmentRequired, path: ['departmentId'] });
  }
}

export const userFormSchema = z
  .object({
    name: userName,
    email: userEmail,
    phone: userPhone,
    role: z.union([assignableRoleSchema, z.literal('')]).refine((v) => v !== '', MSG.users.roleRequired),
    departmentId: optionalId,
  })
  .superRefine(departmentForScheduler);
export type UserForm = z.input<typeof userFormSchema>;

export const addUserInputSchema = z
  .object({
    name: userName,
    email: userEmail,
    phone: userPhone,
    role: assignableRoleSchema,
    departmentId: optionalId,
    timezone: z.string().trim().max(64).optional(),
  })
  .superRefine(departmentForScheduler);
export type AddUserInput = z.infer<typeof addUserInputSchema>;

export const editUserInputSchema = z
  .object({
    userId: z.string().trim().min(1, MSG.users.notFound),
    name: userName,
    email: userEmail,
    phone: userPhone,
    role: assignableRoleSchema,
    departmentId: optionalId,
  })
  .superRefine(departmentForScheduler);
export type EditUserInput = z.infer<typeof editUserInputSchema>;

export const suspendNoteSchema = z
  .string({ error: MSG.users.noteRequired })
  .trim()
  .min(1, MSG.users.noteRequired)
  .max(LIMITS.noteMax, MSG.users.noteLength);

export const suspendUserInputSchema = z.object({
  userId: z.string().trim().min(1, MSG.users.notFound),
  notes: suspendNoteSchema,
});

export const userIdInputSchema = z.object({ userId: z.string().trim().min(1, MSG.users.notFound) });

/** Approving a registrant: a role, and a department for a Scheduler. */
export const approveUserInputSchema = userIdInputSchema
  .extend({ role: assignableRoleSchema, departmentId: optionalId })
  .superRefine(departmentForScheduler);
export type ApproveUserInput = z.infer<typeof approveUserInputSchema>;

export const userListInputSchema = z.object({
  page: pageNumberField,
  pageSize: listPageSizeField,
  searchText: z.string().trim().max(100).default(''),
  departmentId: z.union([z.uuid(), z.literal('')]).default(''),
  role: z.union([roleSchema, z.literal('')]).default(''),
  status: z.enum(USER_STATUS_FILTERS).default(''),
});
export type UserListInput = z.input<typeof userListInputSchema>;

export const userRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  department_details: z.array(z.object({ _id: z.string(), name: z.string() })),
  suspended: z.boolean(),
  suspendedNote: z.string().nullable(),
  deleted: z.boolean(),
  approved: z.boolean(),
  passwordSet: z.boolean(),
  companyId: z.string().nullable(),
  company: z.string().nullable(),
  /** The stored photo (`profiles/<uuid>.<ext>`); initials are shown without one. */
  profilePath: z.string().nullable().optional(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListResponseSchema = z.object({
  status: z.number(),
  data: z.array(userRowSchema),
  pager: pagerSchema.extend({ total: z.number().int() }),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const departmentOptionSchema = z.object({ _id: z.string(), name: z.string() });
export type DepartmentOption = z.infer<typeof departmentOptionSchema>;
export const departmentListResponseSchema = listEnvelopeSchema(departmentOptionSchema);

/** A user id in the path (`user/:id`), or the invitation token of `user/employee/:id`. */
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Employee signup (spec part 2): a password, optionally a profile photo. */
export const signupFormSchema = z
  .object({
    password: z
      .string({ error: MSG.signup.passwordRequired })
      .min(1, MSG.signup.passwordRequired)
      .pipe(newPasswordSchema),
    confirmPassword: z.string({ error: MSG.reset.confirmRequired }).min(1, MSG.reset.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.reset.mismatch, path: ['confirmPassword'] });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const signupInputSchema = z.object({
  password: z
    .string({ error: MSG.signup.passwordRequired })
    .min(1, MSG.signup.passwordRequired)
    .pipe(newPasswordSchema),
});

export const PROFILE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
