import {
  companyDetailParamsSchema,
  companyDetailResponseSchema,
  companyListInputSchema,
  companyListResponseSchema,
  companyTeamInputSchema,
  companyTeamResponseSchema,
} from '../schemas/companies';
import { defineEndpoints } from './endpoint';

/** The Companies screens (list, details, teams), under the company service. */
export const companiesEndpoints = defineEndpoints('companies', {
  companyList: {
    service: 'company',
    method: 'POST',
    path: '/companylist',
    auth: true,
    summary: 'The companies the caller sees, paged and searched by name',
    body: companyListInputSchema,
    response: companyListResponseSchema,
  },
  companyDetail: {
    service: 'company',
    method: 'GET',
    path: '/company/:id',
    auth: true,
    summary: 'One company\u2019s record',
    params: companyDetailParamsSchema,
    response: companyDetailResponseSchema,
  },
  team: {
    service: 'company',
    method: 'POST',
    path: '/team',
    auth: true,
    summary: 'A company\u2019s units by level, with their managers and reps',
    body: companyTeamInputSchema,
    response: companyTeamResponseSchema,
  },
});
