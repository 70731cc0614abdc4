import { z } from 'zod';
import { MSG } from '../constants/messages';
import { PASSWORD_PATTERN, PHONE_PATTERN } from '../utils/patterns';
import { envelopeSchema, roleSchema } from './common';

export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: roleSchema,
  email: z.string(),
  phone: z.string().nullable(),
  profilePath: z.string().nullable(),
  timezone: z.string().nullable(),
  accountName: z.string().nullable(),
  companyName: z.string().nullable(),
  approved: z.boolean(),
  department_details: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = envelopeSchema(profileSchema);

/** Profile photo kinds (spec part 2 §9); checked by content on the server. */
export const PROFILE_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** The phone of the profile's in-place edit (spec part 2 §5 "Phone (profile)"). */
export const profilePhoneSchema = z
  .string({ error: MSG.profile.phoneRequired })
  .trim()
  .min(1, MSG.profile.phoneRequired)
  .regex(PHONE_PATTERN, MSG.profile.phoneFormat);

export const profilePhoneFormSchema = z.object({ phone: profilePhoneSchema });
export type ProfilePhoneForm = z.infer<typeof profilePhoneFormSchema>;

/** PUT user/profile (multipart): the text fields; the photo comes as the `profilePhoto` file. */
export const profileUpdateFieldsSchema = z.object({ phone: profilePhoneSchema.optional() });

export const profileUpdateResponseSchema = z.object({
  status: z.number(),
  msg: z.string(),
  profilePath: z.string().nullable(),
});

/** POST user/employee/changePassword (spec part 2 §5 "Password change"). */
export const changePasswordInputSchema = z
  .object({
    oldPassword: z.string({ error: MSG.password.currentRequired }).min(1, MSG.password.currentRequired),
    newPassword: z
      .string({ error: MSG.password.newRequired })
      .min(1, MSG.password.newRequired)
      .regex(PASSWORD_PATTERN, MSG.password.weak),
    confirmPassword: z.string({ error: MSG.password.confirmRequired }).min(1, MSG.password.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MSG.password.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The caller's session goes on under a fresh token; every other session has ended. */
export const changePasswordResponseSchema = z.object({
  status: z.number(),
  msg: z.string(),
  token: z.string(),
});

let zoneNames: string[] | null = null;
let zoneSet: Set<string> | null = null;

/** Every zone of the IANA database this runtime knows (canonical names), plus UTC. */
export function timeZoneNames(): string[] {
  if (!zoneNames) {
    const names = Intl.supportedValuesOf('timeZone');
    zoneNames = names.includes('UTC') ? names : [...names, 'UTC'];
    zoneSet = new Set(zoneNames);
  }
  return zoneNames;
}

function isListedZone(tz: string): boolean {
  timeZoneNames();
  return zoneSet?.has(tz) ?? false;
}

/** The zone's name as this runtime lists it (an alias resolves to its canonical name), or null. */
export function canonicalTimeZone(tz: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz)) return null;
  if (isListedZone(tz)) return tz;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (resolved === 'Etc/UTC' || resolved === 'Etc/GMT') return 'UTC';
  return isListedZone(resolved) ? resolved : null;
}

export const timezoneInputSchema = z.object({
  timezone: z
    .string({ error: MSG.timezone.invalid })
    .trim()
    .max(64, MSG.timezone.invalid)
    .refine((tz) => canonicalTimeZone(tz) !== null, MSG.timezone.invalid)
    .transform((tz) => canonicalTimeZone(tz) ?? tz),
});
export type TimezoneInput = z.input<typeof timezoneInputSchema>;

export const timezoneResponseSchema = envelopeSchema(z.object({ timezone: z.string().nullable() }));
