import { dayjs } from '@casecover/shared';
import type { Foreign, Row } from './tenant-matrix';

/** Reports read past days only: the last 60 days up to now. */
const pastRange = () => ({
  startDate: dayjs().subtract(60, 'day').toISOString(),
  endDate: dayjs().toISOString(),
  timeZone: 'UTC',
});

/**
 * Report bodies aimed at foreign rows: another vendor (Ortholine, foreign to MedVance's people),
 * another hospital's department and the hospital itself. Southside shares Northside's health
 * system, so its admin and master may report on it (names only, never ids of its rows); its
 * scheduler and MedVance's people are refused.
 */
const reportProbes = (f: Foreign, extra: Record<string, unknown> = {}) => [
  { body: { ...pastRange(), ...extra } },
  { body: { ...pastRange(), ...extra, companyId: f.ids.ortholine } },
  { body: { ...pastRange(), ...extra, groupBy: 'company', departmentId: f.ids.southCardiology } },
  { body: { ...pastRange(), ...extra, accountId: f.ids.south } },
];

/** The report service's rows of the tenant-isolation matrix. */
export const REPORT_MATRIX: Record<string, Row> = {
  'reports.filters': {
    probes: (f) => [
      { body: {} },
      { body: { companyId: f.ids.ortholine } },
      { body: { companyId: f.ids.cardiopoint } },
      { body: { accountId: f.ids.north } },
    ],
  },
  'reports.completed': {
    probes: (f) => [...reportProbes(f), ...reportProbes(f, { report: 'accountSatisfaction' })],
  },
  'reports.uncovered': { probes: (f) => reportProbes(f) },
  'reports.cancelled': { probes: (f) => reportProbes(f) },
  'reports.incomplete': { probes: (f) => reportProbes(f) },
  'reports.procedure': { probes: (f) => reportProbes(f) },
};
