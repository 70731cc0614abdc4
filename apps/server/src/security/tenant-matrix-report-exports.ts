import { dayjs } from '@casecover/shared';
import type { Foreign, Probe, Row } from './tenant-matrix';

/** The last 300 days up to now: report ranges may not reach into the future. */
const pastRange = () => ({
  startDate: dayjs().subtract(300, 'day').toISOString(),
  endDate: dayjs().toISOString(),
  timeZone: 'UTC',
});

/** Filters naming another tenant's company, hospital or department. */
const foreignFilters = (f: Foreign) => [
  { companyId: f.ids.ortholine },
  { companyId: f.ids.medvance, accountId: f.ids.south },
  { companyId: f.ids.medvance, departmentId: f.ids.southCardiology },
];

const downloads = (f: Foreign): Probe[] =>
  foreignFilters(f).flatMap((filter, i) =>
    (['csv', 'xlsx'] as const).map((format) => ({
      body: { ...pastRange(), ...filter, format, report: i === 1 ? 'uncovered' : 'activity' },
    })),
  );

/** The report downloads' rows of the tenant-isolation matrix. */
export const REPORT_EXPORT_MATRIX: Record<string, Row> = {
  'reports.teamReport': { probes: (f) => foreignFilters(f).map((filter) => ({ body: { ...pastRange(), ...filter } })) },
  'reports.download': { probes: downloads },
};
