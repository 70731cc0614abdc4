import { dayjs } from '@casecover/shared';
import { isVendor, type Attacker, type Foreign, type Probe, type Row } from './tenant-matrix';

/** Reports read no future days: the range ends today, so the foreign tasks booked today are in the Pipeline. */
const pastRange = () => ({
  startDate: dayjs().subtract(25, 'day').toISOString(),
  endDate: dayjs().add(6, 'hour').toISOString(),
  timeZone: 'UTC',
});

/** Filters aimed at the other tenant: another vendor's company for a vendor, another hospital's rows for a hospital. */
function foreignFilters(f: Foreign, who: Attacker): Record<string, string>[] {
  if (isVendor(who))
    return [{}, { companyId: f.ids.ortholine }, { companyId: f.ids.ortholine, accountId: f.ids.south }];
  return [
    {},
    { departmentId: f.ids.southCardiology },
    { accountId: f.ids.south },
    { companyId: f.ids.ortholine, departmentId: f.ids.southOrthopedics },
  ];
}

const chart = (f: Foreign, who: Attacker): Probe[] =>
  foreignFilters(f, who).map((filter) => ({ body: { ...pastRange(), groupBy: 'company', ...filter } }));

/** The "More reports" rows of the tenant-isolation matrix. */
export const REPORT_MORE_MATRIX: Record<string, Row> = {
  'reports.products': { probes: chart },
  'reports.pipeline': { probes: chart },
  'reports.repUtilization': {
    probes: (f, who) => [
      ...chart(f, who),
      { body: { ...pastRange(), companyId: f.ids.medvance } },
      { body: { ...pastRange(), companyId: f.ids.medvance, level: 'division', levelId: f.ids.division } },
    ],
  },
  'reports.mostActive': {
    probes: (f, who) =>
      (['account', 'rep', 'company', 'employee'] as const).flatMap((kind) =>
        chart(f, who).map((probe) => ({ ...probe, params: { kind } })),
      ),
  },
  'reports.salesReps': {
    probes: (f) => [
      { body: { ...pastRange(), accountId: f.ids.south } },
      { body: { ...pastRange(), accountId: f.ids.north } },
      { body: { ...pastRange(), accountId: f.ids.south, companyId: f.ids.ortholine } },
    ],
  },
};
