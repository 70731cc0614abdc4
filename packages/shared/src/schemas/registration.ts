import { z } from 'zod';
import { listEnvelopeSchema } from './common';
import { MSG } from '../constants/messages';
import { LIMITS, DOCUMENT_EXTENSIONS } from '../constants/limits';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN, PHONE_PATTERN, fileExtension } from '../utils/patterns';

const nameField = z
  .string({ error: MSG.register.nameRequired })
  .trim()
  .min(1, MSG.register.nameRequired)
  .min(LIMITS.nameMin, MSG.register.nameInvalid)
  .max(LIMITS.nameMax, MSG.register.nameInvalid)
  .regex(PERSON_NAME_PATTERN, MSG.register.nameInvalid);

const emailField = z
  .string({ error: MSG.register.emailRequired })
  .trim()
  .min(1, MSG.register.emailRequired)
  .min(LIMITS.emailMin, MSG.register.emailFormat)
  .max(LIMITS.emailMax, MSG.register.emailLength)
  .regex(EMAIL_PATTERN, MSG.register.emailFormat);

const phoneField = z
  .string({ error: MSG.register.phoneRequired })
  .trim()
  .min(1, MSG.register.phoneRequired)
  .regex(PHONE_PATTERN, MSG.register.phoneFormat);

const addressField = z
  .string({ error: MSG.register.addressRequired })
  .trim()
  .min(1, MSG.register.addressRequired)
  .max(LIMITS.addressMax, MSG.register.addressLength);

const accountNameField = z.string().trim().max(LIMITS.hospitalMax, MSG.register.hospitalLength);

/** Fields the server takes (multipart, plus the file and the captcha token). */
export const registerInputSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    address: addressField,
    accountId: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || z.uuid().safeParse(v).success, MSG.register.hospitalUnknown),
    accountName: accountNameField.optional(),
    token: z.string({ error: MSG.captcha.required }).min(1, MSG.captcha.required),
  })
  .superRefine((v, ctx) => {
    if (!v.accountId && !v.accountName) {
      ctx.addIssue({ code: 'custom', message: MSG.register.hospitalRequired, path: ['accountName'] });
    }
  });
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** The hospital picked in the form: an existing account, or a new name typed in. */
export const hospitalChoiceSchema = z.union([
  z.object({ _id: z.string(), accountName: z.string() }),
  z.object({ accountName: accountNameField.min(1, MSG.register.hospitalRequired) }),
]);

export function documentError(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return null;
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return MSG.register.documentType;
  if (file.size > LIMITS.documentMaxBytes) return MSG.register.documentSize;
  return null;
}

export const registerFormSchema = z.object({
  hospital: hospitalChoiceSchema.nullable().refine((v) => v !== null, MSG.register.hospitalRequired),
  phone: phoneField,
  address: addressField,
  name: nameField,
  email: emailField,
  terms: z.boolean().refine((v) => v, MSG.register.termsRequired),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const accountListInputSchema = z.object({ search: z.string().trim().max(LIMITS.hospitalMax).default('') });
export const accountOptionSchema = z.object({ _id: z.string(), accountName: z.string() });
export const accountListResponseSchema = listEnvelopeSchema(accountOptionSchema);
export type AccountOption = z.infer<typeof accountOptionSchema>;
