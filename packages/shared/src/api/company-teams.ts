import {
  addTeamUnitInputSchema,
  assignTeamMemberInputSchema,
  deleteTeamUnitParamsSchema,
  teamMemberAssignedResponseSchema,
  teamPeopleInputSchema,
  teamPeopleResponseSchema,
  teamUnitDeletedResponseSchema,
  teamUnitSavedResponseSchema,
  updateTeamUnitInputSchema,
} from '../schemas/company-teams';
import { defineEndpoints } from './endpoint';

/** The Teams tab's tree editor, under the company service: the company's own admin (or the Super Admin) edits. */
export const companyTeamsEndpoints = defineEndpoints('company-teams', {
  addUnit: {
    service: 'company',
    method: 'POST',
    path: '/team/unit',
    auth: true,
    summary: 'Add a unit; its level is the one below its parent\u2019s (or the top level)',
    body: addTeamUnitInputSchema,
    response: teamUnitSavedResponseSchema,
  },
  updateUnit: {
    service: 'company',
    method: 'PUT',
    path: '/team/unit',
    auth: true,
    summary: 'Rename a unit and/or move it under another unit of the level above',
    body: updateTeamUnitInputSchema,
    response: teamUnitSavedResponseSchema,
  },
  deleteUnit: {
    service: 'company',
    method: 'DELETE',
    path: '/team/unit/:unitId/:companyId',
    auth: true,
    summary: 'Remove a unit (and the empty units below it); refused while people, tasks or services are in it',
    params: deleteTeamUnitParamsSchema,
    response: teamUnitDeletedResponseSchema,
  },
  assignMember: {
    service: 'company',
    method: 'PUT',
    path: '/team/member',
    auth: true,
    summary: 'Place a person in a unit: rep → territory, manager → area or region, division manager → division',
    body: assignTeamMemberInputSchema,
    response: teamMemberAssignedResponseSchema,
  },
  people: {
    service: 'company',
    method: 'POST',
    path: '/team/people',
    auth: true,
    summary: 'The company\u2019s division managers, managers and reps with their units (editors only)',
    body: teamPeopleInputSchema,
    response: teamPeopleResponseSchema,
  },
});
