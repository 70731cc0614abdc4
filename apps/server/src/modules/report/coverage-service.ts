import type { CoverageData, ReportFilter } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { bucketOf, periodsOf } from './coverage-periods';
import { acceptanceFromFacts, coverageFromFacts } from './coverage-facts';
import type * as q from './coverage-queries';
import { uncoveredByGroup } from './facts-groups';
import { resolveReportScope } from './scope';

const withRate = <T extends q.CoverageCount>(c: T) => ({ ...c, rate: c.total ? c.uncovered / c.total : 0 });

/** Minutes to one decimal: the view shows hours and minutes, the API keeps a little more. */
const roundMinutes = (m: number | null) => (m === null ? null : Math.round(m * 10) / 10);

/**
 * Coverage analytics over the tasks the caller may report on that start in the range: how many
 * were left uncovered per period of the user's zone, per department and per company, and how
 * long reps took from booking to accepting.
 */
export async function coverage(ctx: AppContext, actor: Actor, filter: ReportFilter): Promise<CoverageData> {
  const scope = await resolveReportScope(ctx.db, actor, filter);
  const bucket = bucketOf(scope.start, scope.end, scope.timeZone);
  const [periodRows, departmentRows, companyRows, acceptance] = await Promise.all([
    coverageFromFacts(ctx.db, { scope, bucket }),
    uncoveredByGroup(ctx.db, { scope, kind: 'department' }),
    uncoveredByGroup(ctx.db, { scope, kind: 'company' }),
    acceptanceFromFacts(ctx.db, scope),
  ]);
  const counted = new Map(periodRows.map((r) => [r.period, r]));
  const periods = periodsOf(scope.start, scope.end, scope.timeZone, bucket).map((p) => {
    const c = counted.get(p.period);
    return withRate({ ...p, total: c?.total ?? 0, uncovered: c?.uncovered ?? 0 });
  });
  // Departments of several hospitals (a health system, a vendor's customers) share names: say whose.
  const hospitals = new Set(departmentRows.map((r) => r.accountName));
  const departmentName = (r: { name: string; accountName: string }) =>
    hospitals.size > 1 ? `${r.name} (${r.accountName})` : r.name;
  const overall = periods.reduce((sum, p) => ({ total: sum.total + p.total, uncovered: sum.uncovered + p.uncovered }), {
    total: 0,
    uncovered: 0,
  });
  return {
    bucket,
    overall: withRate(overall),
    periods,
    byDepartment: departmentRows.map((r) =>
      withRate({ _id: r.id, name: departmentName(r), total: r.total, uncovered: r.uncovered }),
    ),
    byCompany: companyRows.map((r) => withRate({ _id: r.id, name: r.name, total: r.total, uncovered: r.uncovered })),
    acceptance: { medianMinutes: roundMinutes(acceptance.medianMinutes), accepted: acceptance.accepted },
  };
}
