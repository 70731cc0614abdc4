import {
  cmsLabelsResponseSchema,
  companyFilterInputSchema,
  companyIdParamsSchema,
  companyOptionListResponseSchema,
  divisionFilterInputSchema,
  optionListResponseSchema,
  repOptionListResponseSchema,
  serviceFilterInputSchema,
  serviceOptionListResponseSchema,
} from '../schemas/tasks';
import { cmsSavedResponseSchema, saveCmsInputSchema } from '../schemas/company-services';
import { defineEndpoints } from './endpoint';

/** Company lookups (linked companies, divisions, services, CMS labels, reps), under the task service. */
export const companyEndpoints = defineEndpoints('company', {
  companyFilter: {
    service: 'task',
    method: 'POST',
    path: '/companyFilter',
    auth: true,
    summary: 'The companies the caller may book or filter by',
    body: companyFilterInputSchema,
    response: companyOptionListResponseSchema,
  },
  divisionFilter: {
    service: 'task',
    method: 'POST',
    path: '/divisionFilter',
    auth: true,
    summary: 'The divisions of a company, for booking',
    body: divisionFilterInputSchema,
    response: optionListResponseSchema,
  },
  serviceFilter: {
    service: 'task',
    method: 'POST',
    path: '/serviceFilter',
    auth: true,
    summary: 'The services of a company (and division), for booking',
    body: serviceFilterInputSchema,
    response: serviceOptionListResponseSchema,
  },
  cmsLabels: {
    service: 'task',
    method: 'GET',
    path: '/cms/:companyId',
    auth: true,
    summary: 'A company\u2019s labels for the optional task fields',
    params: companyIdParamsSchema,
    response: cmsLabelsResponseSchema,
  },
  reps: {
    service: 'task',
    method: 'GET',
    path: '/reps',
    auth: true,
    summary: 'Reps of the caller\u2019s company, to offer a task to',
    response: repOptionListResponseSchema,
  },
  saveCms: {
    service: 'task',
    method: 'POST',
    path: '/cms/:companyId',
    auth: true,
    summary: 'Save a company\u2019s labels for the optional task fields (Company Admin, Super Admin)',
    params: companyIdParamsSchema,
    body: saveCmsInputSchema,
    response: cmsSavedResponseSchema,
  },
});
