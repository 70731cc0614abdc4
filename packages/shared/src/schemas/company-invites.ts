import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MSG } from '../constants/messages';
import { COMPANY_SIZES, COMPANY_TYPES } from '../constants/organisations';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../utils/patterns';
import { COMPANY_NAME_MAX } from './company-add';
import { envelopeSchema, idParamsSchema, listEnvelopeSchema, lookupSearchSchema } from './common';
import { accountOptionSchema } from './registration';
import { optionSchema } from './tasks';
import { USER_NAME_PATTERN } from './users';

const M = MSG.companyInvite;

/** Longest free-text division name (spec part 2 §5). */
export const INVITE_DIVISION_MAX = 100;

const personName = (required: string, length: string) =>
  z
    .string()
    .min(1, required)
    .regex(USER_NAME_PATTERN, M.nameChars)
    .min(LIMITS.nameMin, length)
    .max(LIMITS.nameMax, length);

/** The contact fields a new company's invitation needs, checked only in that mode. */
const NEW_MODE_RULES = {
  companyName: z.string().min(1, M.companyRequired).max(COMPANY_NAME_MAX, M.companyNameLength),
  firstName: personName(M.firstNameRequired, M.firstNameLength),
  lastName: personName(M.lastNameRequired, M.lastNameLength),
  email: z.string().min(1, M.emailRequired).max(LIMITS.emailMax, M.emailLength).regex(EMAIL_PATTERN, M.emailFormat),
  phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, M.phoneFormat)]),
  divisionName: z.string().max(INVITE_DIVISION_MAX, M.divisionLength),
} as const;

const text = z.string().trim().default('');

/**
 * POST company/company/invite. With `companyId` an existing company is linked to the caller's
 * hospital (`divisioninvite`, the division of a large company); without it `companyName` names a
 * new company, created with size and type from the dialog and the contact person as its admin.
 */
export const companyInviteInputSchema = z
  .object({
    companyId: text,
    companyName: text,
    divisioninvite: text,
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    divisionName: text,
    size: z.enum(COMPANY_SIZES).default('medium'),
    type: z.enum(COMPANY_TYPES).default('clinical'),
  })
  .superRefine((v, ctx) => {
    if (v.companyId) return;
    for (const [field, rule] of Object.entries(NEW_MODE_RULES)) {
      const result = rule.safeParse(v[field as keyof typeof NEW_MODE_RULES]);
      const message = result.error?.issues[0]?.message;
      if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });
export type CompanyInviteForm = z.input<typeof companyInviteInputSchema>;
export type CompanyInviteInput = z.output<typeof companyInviteInputSchema>;

/** POST company/divisionlist: a company's divisions, to pick the one invited. */
export const divisionListInputSchema = z.object({ companyId: z.string().trim().max(100).default('') });
export const divisionListResponseSchema = envelopeSchema(z.object({ finalDivision: z.array(optionSchema) }));

/** POST company/invitations/companies: companies on the platform to invite, marked when already linked. */
export const inviteCompanySearchInputSchema = z.object({ search: lookupSearchSchema });
export const inviteCompanyOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.enum(COMPANY_SIZES),
  /** Already works with the caller's hospital: inviting it again is refused. */
  linked: z.boolean(),
});
export type InviteCompanyOption = z.infer<typeof inviteCompanyOptionSchema>;
export const inviteCompanySearchResponseSchema = listEnvelopeSchema(inviteCompanyOptionSchema);

/** POST company/listAccounts: the hospitals of the caller's health system. */
export const listAccountsInputSchema = z.object({ search: lookupSearchSchema });
export const listAccountsResponseSchema = listEnvelopeSchema(accountOptionSchema);

/** GET company/checkParent: the caller's account's parent (its health system), or null. */
export const checkParentResponseSchema = envelopeSchema(z.object({ parentAccount: accountOptionSchema.nullable() }));

/** What the hospital sees of an invitation; `expired` is a pending one whose link has run out. */
export const INVITATION_STATES = ['pending', 'expired', 'accepted', 'withdrawn'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const companyInvitationSchema = z.object({
  _id: z.string(),
  mode: z.enum(['existing', 'new']),
  status: z.enum(INVITATION_STATES),
  companyId: z.string(),
  companyName: z.string(),
  divisionName: z.string().nullable(),
  /** The person invited (the new company's admin, or the existing company's admin told). */
  name: z.string().nullable(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  sendCount: z.number().int(),
  respondedAt: z.string().nullable(),
  /** When the current sign-up link stops working (pending invitations of a new company). */
  expiresAt: z.string().nullable(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;
export const companyInvitationListResponseSchema = listEnvelopeSchema(companyInvitationSchema);

export const invitationIdParamsSchema = idParamsSchema;
