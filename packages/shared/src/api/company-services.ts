import {
  addServiceInputSchema,
  addServiceTypeInputSchema,
  companyScopedInputSchema,
  companyServiceListResponseSchema,
  deleteServiceParamsSchema,
  serviceDeletedResponseSchema,
  serviceSavedResponseSchema,
  serviceTypeListResponseSchema,
  serviceTypeSavedResponseSchema,
  updateServiceInputSchema,
} from '../schemas/company-services';
import { defineEndpoints } from './endpoint';

/**
 * A company's services and service types (Company details, Services tab), under the company
 * service. Whoever sees the company reads them; its Company Admins and the Super Admin change them.
 */
export const companyServicesEndpoints = defineEndpoints('companyServices', {
  services: {
    service: 'company',
    method: 'POST',
    path: '/services',
    auth: true,
    summary: 'A company\u2019s services with their type and division (archived ones are not listed)',
    body: companyScopedInputSchema,
    response: companyServiceListResponseSchema,
  },
  serviceTypes: {
    service: 'company',
    method: 'POST',
    path: '/serviceTypes',
    auth: true,
    summary: 'A company\u2019s service types, by name',
    body: companyScopedInputSchema,
    response: serviceTypeListResponseSchema,
  },
  addServiceType: {
    service: 'company',
    method: 'POST',
    path: '/serviceType',
    auth: true,
    summary: 'Add a service type (Company Admin, Super Admin); names are unique per company, ignoring case',
    body: addServiceTypeInputSchema,
    response: serviceTypeSavedResponseSchema,
  },
  addService: {
    service: 'company',
    method: 'POST',
    path: '/service',
    auth: true,
    summary: 'Add a service (Company Admin, Super Admin); names are unique per company, ignoring case',
    body: addServiceInputSchema,
    response: serviceSavedResponseSchema,
  },
  updateService: {
    service: 'company',
    method: 'PATCH',
    path: '/service',
    auth: true,
    summary: 'Rename a service or change its type (Company Admin, Super Admin)',
    body: updateServiceInputSchema,
    response: serviceSavedResponseSchema,
  },
  deleteService: {
    service: 'company',
    method: 'DELETE',
    path: '/service/:serviceId/:companyId',
    auth: true,
    summary: 'Delete a service; one that tasks name is archived instead (Company Admin, Super Admin)',
    params: deleteServiceParamsSchema,
    response: serviceDeletedResponseSchema,
  },
});
