import { z } from 'zod';
import { COMPANY_SIZES, COMPANY_TYPES, UNIT_LEVELS } from '../constants/organisations';
import { envelopeSchema, idParamsSchema, lookupSearchSchema } from './common';

/** Company list page size (spec §9). */
export const COMPANY_PAGE_SIZE = 10;

/** POST company/companylist: the paged search (`searchText`, `pagesize`, `nextpage`); `companyName` is accepted as the search too. */
export const companyListInputSchema = z.object({
  searchText: lookupSearchSchema,
  companyName: lookupSearchSchema,
  pagesize: z.coerce.number().int().min(1).max(100).default(COMPANY_PAGE_SIZE),
  nextpage: z.coerce.number().int().min(1).max(100000).default(1),
});

export const companyPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

export const companyListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.enum(COMPANY_SIZES),
  type: z.enum(COMPANY_TYPES),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Division names (large companies; empty otherwise). */
  division: z.array(z.string()),
  /** The person hospitals reach for this company: its territory manager (or, without one, its admin). */
  territoryManager: companyPersonSchema.nullable(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyListResponseSchema = envelopeSchema(
  z.object({
    finalCompany: z.array(companyListItemSchema),
    total: z.number().int(),
    nextpage: z.number().int(),
    pagesize: z.number().int(),
  }),
);

export const companyDetailParamsSchema = idParamsSchema;
export const companyDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  companyId: z.string().nullable(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  size: z.enum(COMPANY_SIZES),
  type: z.enum(COMPANY_TYPES),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
export const companyDetailResponseSchema = envelopeSchema(companyDetailSchema);

/** POST company/team: the company's unit tree; `divisionId` narrows a large company to one division. */
export const companyTeamInputSchema = z.object({
  companyId: z.string().trim().max(100),
  divisionId: z.string().trim().max(100).optional(),
});

export interface TeamUnit {
  _id: string;
  name: string;
  level: (typeof UNIT_LEVELS)[number];
  managers: CompanyPerson[];
  reps: CompanyPerson[];
  children: TeamUnit[];
}
export const teamUnitSchema: z.ZodType<TeamUnit> = z
  .lazy(
    () =>
      z.object({
        _id: z.string(),
        name: z.string(),
        level: z.enum(UNIT_LEVELS),
        managers: z.array(companyPersonSchema),
        reps: z.array(companyPersonSchema),
        children: z.array(teamUnitSchema),
      }),
    // A recursive schema is a named component of the OpenAPI document, referred to by its id.
  )
  .meta({ id: 'TeamUnit' });
export const companyTeamResponseSchema = envelopeSchema(
  z.object({
    size: z.enum(COMPANY_SIZES),
    levels: z.array(z.enum(UNIT_LEVELS)),
    /** Company admins (answer for the whole company). */
    admins: z.array(companyPersonSchema),
    units: z.array(teamUnitSchema),
  }),
);
export type CompanyTeam = z.infer<typeof companyTeamResponseSchema>['data'];
