import { dayjs } from '@casecover/shared';
import type { Row } from './tenant-matrix';

/** The last four weeks up to now: report ranges may not reach into the future. */
const pastRange = () => ({
  startDate: dayjs().subtract(28, 'day').toISOString(),
  endDate: dayjs().toISOString(),
  timeZone: 'UTC',
});

/** Coverage analytics' row of the tenant-isolation matrix: the filters aimed at foreign rows. */
export const REPORT_COVERAGE_MATRIX: Record<string, Row> = {
  'reports.coverage': {
    probes: (f) => [
      { body: pastRange() },
      { body: { ...pastRange(), groupBy: 'company' } },
      { body: { ...pastRange(), companyId: f.ids.ortholine } },
      { body: { ...pastRange(), accountId: f.ids.south } },
      { body: { ...pastRange(), departmentId: f.ids.southCardiology } },
      { body: { ...pastRange(), departmentId: f.ids.southOrthopedics, companyId: f.ids.medvance } },
    ],
  },
};
