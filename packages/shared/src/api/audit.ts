import { auditFiltersSchema, auditListInputSchema, auditListResponseSchema } from '../schemas/audit';
import { defineEndpoints } from './endpoint';

/** The audit log viewer: the Super Admin sees every entry, an Account Admin his hospital's. */
export const auditEndpoints = defineEndpoints('audit', {
  list: {
    service: 'audit',
    method: 'POST',
    path: '/list',
    auth: true,
    summary: 'Audit log entries matching the filters, newest first, one page',
    body: auditListInputSchema,
    response: auditListResponseSchema,
  },
  exportCsv: {
    service: 'audit',
    method: 'POST',
    path: '/export',
    auth: true,
    summary: 'Every audit log entry matching the filters as CSV, newest first',
    body: auditFiltersSchema,
  },
});
