import { z } from 'zod';
import { MSG } from '../constants/messages';
import { UNIT_LEVELS } from '../constants/organisations';
import { envelopeSchema, listEnvelopeSchema, messageResponseSchema, roleSchema } from './common';

/** A unit's name: trimmed, not blank, at most 100 characters; unique among its siblings, ignoring case. */
export const TEAM_UNIT_NAME_MAX = 100;
export const teamUnitNameSchema = z
  .string({ error: MSG.teams.nameRequired })
  .trim()
  .min(1, MSG.teams.nameRequired)
  .max(TEAM_UNIT_NAME_MAX, MSG.teams.nameLength);

/** Ids from the client; anything that is not a row of the company answers 404. */
const companyIdSchema = z.string({ error: MSG.notFound }).trim().max(100, MSG.notFound);
const unitIdSchema = z.string({ error: MSG.teams.unitNotFound }).trim().max(100, MSG.teams.unitNotFound);
/** A parent unit, or null (or '') for the company's top level. */
const parentIdSchema = z
  .string({ error: MSG.teams.parentNotFound })
  .trim()
  .max(100, MSG.teams.parentNotFound)
  .nullable()
  .transform((v) => v || null);

/** POST company/team/unit: a unit under `parentId` (its level follows from the parent's), or at the top level. */
export const addTeamUnitInputSchema = z.object({
  companyId: companyIdSchema,
  parentId: parentIdSchema.default(null),
  name: teamUnitNameSchema,
});
export type AddTeamUnitInput = z.input<typeof addTeamUnitInputSchema>;

/** PUT company/team/unit: rename (`name`), move (`parentId`, a unit of the level above), or both. */
export const updateTeamUnitInputSchema = z.object({
  companyId: companyIdSchema,
  unitId: unitIdSchema,
  name: teamUnitNameSchema.optional(),
  parentId: parentIdSchema.optional(),
});
export type UpdateTeamUnitInput = z.input<typeof updateTeamUnitInputSchema>;

/** DELETE company/team/unit/:unitId/:companyId */
export const deleteTeamUnitParamsSchema = z.object({ unitId: unitIdSchema, companyId: companyIdSchema });
export type DeleteTeamUnitParams = z.input<typeof deleteTeamUnitParamsSchema>;

/** PUT company/team/member: place a person in a unit (rep → territory, manager → area or region, division manager → division). */
export const assignTeamMemberInputSchema = z.object({
  companyId: companyIdSchema,
  userId: z
    .string({ error: MSG.teams.pickPerson })
    .trim()
    .min(1, MSG.teams.pickPerson)
    .max(100, MSG.teams.personNotFound),
  unitId: z.string({ error: MSG.teams.pickUnit }).trim().min(1, MSG.teams.pickUnit).max(100, MSG.teams.unitNotFound),
});
export type AssignTeamMemberInput = z.input<typeof assignTeamMemberInputSchema>;

/** POST company/team/people: the company's people who can be placed in units, for the assign picker. */
export const teamPeopleInputSchema = z.object({ companyId: companyIdSchema });
export type TeamPeopleInput = z.input<typeof teamPeopleInputSchema>;

export const savedTeamUnitSchema = z.object({
  _id: z.string(),
  name: z.string(),
  level: z.enum(UNIT_LEVELS),
  parentId: z.string().nullable(),
});
export type SavedTeamUnit = z.infer<typeof savedTeamUnitSchema>;
export const teamUnitSavedResponseSchema = envelopeSchema(savedTeamUnitSchema).extend({ msg: z.string() });
export type TeamUnitSavedResponse = z.infer<typeof teamUnitSavedResponseSchema>;
export const teamUnitDeletedResponseSchema = messageResponseSchema;

export const teamPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  suspended: z.boolean(),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  unitLevel: z.enum(UNIT_LEVELS).nullable(),
});
export type TeamPerson = z.infer<typeof teamPersonSchema>;
export const teamPeopleResponseSchema = listEnvelopeSchema(teamPersonSchema);
export const teamMemberAssignedResponseSchema = envelopeSchema(teamPersonSchema).extend({ msg: z.string() });
export type TeamMemberAssignedResponse = z.infer<typeof teamMemberAssignedResponseSchema>;
