import { z } from 'zod';
import { MSG } from '../constants/messages';
import { LIMITS } from '../constants/limits';
import { COMPANY_SIZES, COMPANY_TYPES, type CompanySize, type CompanyType } from '../constants/organisations';
import type { Role } from '../constants/roles';
import { isWireDate } from '../utils/dates';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../utils/patterns';
import { envelopeSchema } from './common';

/** Spec part 2 §9: company name 50, code 4, address and email 100. */
export const COMPANY_NAME_MAX = 50;
export const COMPANY_CODE_MAX = 4;
export const COMPANY_WEBSITE_MAX = 200;
export const COMPANY_LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg'] as const;
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Billing defaults (spec part 2 §3, §9). */
export const DEFAULT_BILLING_TYPE = '1';
export const DEFAULT_PRICE_PER_USER = '29.99';
export const DEFAULT_TRIAL_DAYS = 14;

/** Who may add a company: a hospital's Account Admin (linked to his hospital) and the Super Admin. */
export function canAddCompany(role: Role): boolean {
  return role === 'account_admin' || role === 'super_admin';
}

/** `http(s)://` optional; a host with a dot and a top-level domain; an optional port and path. */
export const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i;
/** Up to 6 digits (commas between thousands allowed, a leading $ too) and up to 2 decimals. */
export const PRICE_PATTERN = /^\$?(\d{1,6}|\d{1,3},\d{3})(\.\d{1,2})?$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A price as typed ("$2,500", "29.9") as the plain decimal the database keeps ("2500.00"). */
export function normalisePrice(value: string): string | null {
  const v = value.trim();
  if (!PRICE_PATTERN.test(v)) return null;
  const n = Number(v.replace(/[$,]/g, ''));
  return n > 0 ? n.toFixed(2) : null;
}

/** The trial's default days: from `today` (YYYY-MM-DD) to 14 days later. */
export function defaultTrial(today: string): { trialStart: string; trialEnd: string } {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + DEFAULT_TRIAL_DAYS);
  return { trialStart: today, trialEnd: end.toISOString().slice(0, 10) };
}

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');
const isDay = (v: string) => v === '' || (DAY_PATTERN.test(v) && isWireDate(v, 'UTC'));

export const companyNameSchema = z
  .string({ error: MSG.companyAdd.nameRequired })
  .trim()
  .min(1, MSG.companyAdd.nameRequired)
  .max(COMPANY_NAME_MAX, MSG.companyAdd.nameLength);

/** The short code: letters and digits, up to 4, kept in upper case (unique regardless of case). */
export const companyCodeSchema = z
  .string()
  .trim()
  .max(COMPANY_CODE_MAX, MSG.companyAdd.codeLength)
  .regex(/^[A-Za-z0-9]*$/, MSG.companyAdd.codeChars)
  .default('')
  .transform((v) => v.toUpperCase());

/**
 * POST company/addCompany (multipart; the logo is the file `companyLogo`) and the Add Company
 * form: every value is text, as a form sends it. A blank code takes the one `checkCompanyId`
 * suggests; blank trial days take today and today + 14 days.
 */
export const addCompanyInputSchema = z
  .object({
    companyName: companyNameSchema,
    companyId: companyCodeSchema,
    address: optionalText(LIMITS.addressMax, MSG.companyAdd.addressLength),
    website: optionalText(COMPANY_WEBSITE_MAX, MSG.companyAdd.website).refine(
      (v) => v === '' || WEBSITE_PATTERN.test(v),
      MSG.companyAdd.website,
    ),
    email: z
      .string({ error: MSG.companyAdd.emailRequired })
      .trim()
      .min(1, MSG.companyAdd.emailRequired)
      .max(LIMITS.emailMax, MSG.companyAdd.emailLength)
      .regex(EMAIL_PATTERN, MSG.companyAdd.emailFormat),
    phone: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || PHONE_PATTERN.test(v), MSG.companyAdd.phoneFormat),
    size: z
      .string({ error: MSG.companyAdd.sizeRequired })
      .refine((v) => (COMPANY_SIZES as readonly string[]).includes(v), MSG.companyAdd.sizeRequired)
      .transform((v) => v as CompanySize),
    type: z
      .string()
      .default('clinical')
      .refine((v) => (COMPANY_TYPES as readonly string[]).includes(v), MSG.companyAdd.typeInvalid)
      .transform((v) => v as CompanyType),
    description: optionalText(LIMITS.descriptionMax, MSG.companyAdd.descriptionLength),
    billingType: z
      .string()
      .trim()
      .default(DEFAULT_BILLING_TYPE)
      .refine((v) => /^[1-9]$/.test(v), MSG.companyAdd.billingType),
    pricePerUser: z
      .string({ error: MSG.companyAdd.price })
      .default(DEFAULT_PRICE_PER_USER)
      .refine((v) => normalisePrice(v) !== null, MSG.companyAdd.price)
      .transform((v) => normalisePrice(v) ?? DEFAULT_PRICE_PER_USER),
    trialStart: z.string().trim().default('').refine(isDay, MSG.companyAdd.trialStart),
    trialEnd: z.string().trim().default('').refine(isDay, MSG.companyAdd.trialEnd),
  })
  .superRefine((v, ctx) => {
    if (v.trialStart && v.trialEnd && v.trialEnd <= v.trialStart) {
      ctx.addIssue({ code: 'custom', message: MSG.companyAdd.trialOrder, path: ['trialEnd'] });
    }
  });
export type AddCompanyForm = z.input<typeof addCompanyInputSchema>;
export type AddCompanyInput = z.output<typeof addCompanyInputSchema>;

export const addCompanyResponseSchema = envelopeSchema(
  z.object({
    _id: z.string(),
    /** The code the company got: the one sent, or the one suggested when none was. */
    companyId: z.string(),
  }),
);

/** POST company/company/checkCompanyId: is this code free, and a free one derived from the name. */
export const checkCompanyIdInputSchema = z.object({
  companyName: companyNameSchema,
  companyId: companyCodeSchema,
});
export type CheckCompanyIdInput = z.input<typeof checkCompanyIdInputSchema>;

export const checkCompanyIdResponseSchema = envelopeSchema(
  z.object({
    /** A free code: the one asked about when it is free, else one derived from the name. */
    companyId: z.string(),
    /** Whether the code asked about is free; null when none was asked about. */
    isAvailable: z.boolean().nullable(),
  }),
);
export type CheckCompanyIdResult = z.infer<typeof checkCompanyIdResponseSchema>['data'];
