import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { COMPANY_SIZES, COMPANY_TYPES } from '../constants/organisations';
import { sessionUserSchema } from './auth';
import { envelopeSchema, lookupSearchSchema, pagerSchema, roleSchema } from './common';

/** A switched session lasts at most this long (seconds): the Super Admin's stay in someone's shoes. */
export const SWITCH_SESSION_TTL_SECONDS = 60 * 60;

/** Rows per page of the Super Admin's accounts and pending-registration lists. */
export const ACCOUNT_PAGE_SIZE = 10;

export const ORGANISATION_STATUSES = ['active', 'suspended'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

const pageField = z.coerce.number().int().min(1).max(100000).default(1);

/** GET account/accounts: search by name, paging. */
export const accountsListQuerySchema = z.object({
  search: lookupSearchSchema,
  page: pageField,
  status: z.enum(['', ...ORGANISATION_STATUSES]).default(''),
});
export type AccountsListQuery = z.input<typeof accountsListQuerySchema>;

export const accountsListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** A health system groups hospitals; a hospital may name one as its parent. */
  kind: z.enum(['hospital', 'health_system']),
  parentName: z.string().nullable(),
  usersCount: z.number().int(),
  companies: z.array(z.string()),
  status: z.enum(ORGANISATION_STATUSES),
});
export type AccountsListItem = z.infer<typeof accountsListItemSchema>;

export const accountsListResponseSchema = envelopeSchema(
  z.object({ accounts: z.array(accountsListItemSchema), pager: pagerSchema, total: z.number().int() }),
);

export const accountUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['active', 'suspended', 'deleted', 'pending']),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const accountDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['hospital', 'health_system']),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  parent: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The hospitals of a health system. */
  members: z.array(z.object({ _id: z.string(), name: z.string() })),
  status: z.enum(ORGANISATION_STATUSES),
  suspendedAt: z.string().nullable(),
  suspendedNote: z.string().nullable(),
  createdAt: z.string(),
  users: z.array(accountUserSchema),
  departments: z.array(z.object({ _id: z.string(), name: z.string() })),
  locations: z.array(z.object({ _id: z.string(), name: z.string(), address: z.string().nullable() })),
  companies: z.array(
    z.object({ _id: z.string(), name: z.string(), size: z.enum(COMPANY_SIZES), type: z.enum(COMPANY_TYPES) }),
  ),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;
export const accountDetailResponseSchema = envelopeSchema(accountDetailSchema);

/** A company's standing and its people, for the Super Admin's buttons on the company page. */
export const companyStandingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(ORGANISATION_STATUSES),
  users: z.array(accountUserSchema),
});
export type CompanyStanding = z.infer<typeof companyStandingSchema>;
export const companyStandingResponseSchema = envelopeSchema(companyStandingSchema);

/** Suspend an account or company: an optional note, kept with it. */
export const suspendOrganisationInputSchema = z.object({
  note: z.string().trim().max(LIMITS.noteMax, `The note can be at most ${LIMITS.noteMax} characters`).default(''),
});
export type SuspendOrganisationInput = z.input<typeof suspendOrganisationInputSchema>;

/** Switch into an account or company: as its admin unless a user of it is chosen. */
export const switchInputSchema = z.object({ userId: z.uuid({ error: 'Choose a user to switch to' }).optional() });
export type SwitchInput = z.input<typeof switchInputSchema>;

export const switchResponseSchema = z.object({
  status: z.number(),
  msg: z.string(),
  token: z.string(),
  data: sessionUserSchema,
});

/** GET account/registrations: registrants waiting for approval, every hospital. */
export const registrationsQuerySchema = z.object({ search: lookupSearchSchema, page: pageField });
export type RegistrationsQuery = z.input<typeof registrationsQuerySchema>;

export const pendingRegistrantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  accountId: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});
export type PendingRegistrant = z.infer<typeof pendingRegistrantSchema>;
export const registrationsResponseSchema = envelopeSchema(
  z.object({ registrants: z.array(pendingRegistrantSchema), pager: pagerSchema, total: z.number().int() }),
);

export const rejectRegistrantInputSchema = z.object({ userId: z.string().max(100) });
