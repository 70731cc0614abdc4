import {
  addCompanyInputSchema,
  addCompanyResponseSchema,
  checkCompanyIdInputSchema,
  checkCompanyIdResponseSchema,
} from '../schemas/company-add';
import { defineEndpoints } from './endpoint';

/** Add Company and its code check, under the company service (Account Admin and Super Admin). */
export const companyAddEndpoints = defineEndpoints('companies', {
  addCompany: {
    service: 'company',
    method: 'POST',
    path: '/addCompany',
    auth: true,
    summary:
      'Multipart: companyName, companyId (code), address, website, email, phone, companyLogo (file), size, type, description, billingType, pricePerUser, trialStart, trialEnd',
    multipart: { fields: addCompanyInputSchema, files: ['companyLogo'] },
    successStatus: 201,
    response: addCompanyResponseSchema,
  },
  checkCompanyId: {
    service: 'company',
    method: 'POST',
    path: '/company/checkCompanyId',
    auth: true,
    summary: 'Whether a company code is free, and a free one derived from the company name',
    body: checkCompanyIdInputSchema,
    response: checkCompanyIdResponseSchema,
  },
});
