import type { Row } from './tenant-matrix';

/** Filters an attacker might try on the audit log: none may reach another hospital's rows. */
const filters = () => [
  { timeZone: 'UTC' },
  { timeZone: 'UTC', who: 'south' },
  { timeZone: 'UTC', who: 'ortholine' },
  { timeZone: 'UTC', targetType: 'user' },
  { timeZone: 'UTC', action: 'user.add', pageSize: 100 },
];

/** The audit log viewer's rows of the tenant-isolation matrix (only Account Admins get past the role check). */
export const AUDIT_MATRIX: Record<string, Row> = {
  'audit.list': { probes: () => filters().map((body) => ({ body })) },
  'audit.exportCsv': { probes: () => filters().map((body) => ({ body })) },
};
