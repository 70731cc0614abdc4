import { dayjs } from '@casecover/shared';
import type { Attacker, Foreign, Row } from './tenant-matrix';

/** The last four weeks up to now: report ranges may not reach into the future. */
const pastRange = () => ({
  startDate: dayjs().subtract(28, 'day').toISOString(),
  endDate: dayjs().toISOString(),
  timeZone: 'UTC',
});

/**
 * Northside and Southside form one health system, and a hospital's admin and master scheduler
 * report on every hospital of theirs (spec part 2 §2, the Account filter; report/scope.ts). For
 * them the probes pin their own hospital with the Account filter, so an answer still must not show
 * Southside's rows; the scheduler reads his own hospital anyway, and vendors whatever hospital.
 */
const base = (f: Foreign, who: Attacker) =>
  who === 'admin' || who === 'master' ? { ...pastRange(), accountId: f.ids.north } : pastRange();

/** Coverage analytics' row of the tenant-isolation matrix: the filters aimed at foreign rows. */
export const REPORT_COVERAGE_MATRIX: Record<string, Row> = {
  'reports.coverage': {
    probes: (f, who) => [
      { body: base(f, who) },
      { body: { ...base(f, who), groupBy: 'company' } },
      { body: { ...base(f, who), companyId: f.ids.ortholine } },
      { body: { ...base(f, who), departmentId: f.ids.southCardiology } },
      { body: { ...base(f, who), departmentId: f.ids.southOrthopedics, companyId: f.ids.medvance } },
      ...(who === 'scheduler' ? [{ body: { ...pastRange(), accountId: f.ids.south } }] : []),
    ],
  },
};
