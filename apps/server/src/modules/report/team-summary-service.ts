import { DATE_FORMAT, MSG, formatInZone, type ReportFilter } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { badRequest } from '../../lib/app-error';
import { XLSX_TYPE, reportFileName, type ReportFile } from './export-files';
import { resolveReportScope, type ReportScope } from './scope';
import { companyUnitRows, type UnitRow } from './scope-queries';
import { companyPeople, departmentName, taskPlacements } from './team-summary-queries';
import { LEVEL_SHEETS, tallyTeam } from './team-summary-tally';
import { teamSummaryWorkbook } from './team-summary-workbook';

/** The workbook's name (spec part 2 §7): 'Team Summary Report' and the moment, in the user's zone. */
export const TEAM_SUMMARY_NAME = 'Team Summary Report';

/** The filters as the Summary sheet states them. */
async function filterLines(
  ctx: AppContext,
  scope: ReportScope,
  f: ReportFilter,
  units: UnitRow[],
  companyName: string,
) {
  const tz = scope.timeZone;
  const unit = scope.unit && units.find((u) => u.id === scope.unit?.id);
  const department = f.departmentId ? await departmentName(ctx.db, f.departmentId) : null;
  const lines: [string, string][] = [
    ['Company', companyName],
    ['Date range', `${formatInZone(scope.start, tz, DATE_FORMAT)} to ${formatInZone(scope.end, tz, DATE_FORMAT)}`],
    ['Time zone', tz],
    ['Department', department ?? 'All'],
    ['Level', unit ? `${LEVEL_SHEETS[unit.level].label}: ${unit.name}` : 'Whole company'],
    ['Generated', formatInZone(new Date(), tz, 'MM-DD-YYYY hh:mm A')],
  ];
  return lines;
}

/**
 * The Task Summary Report (spec part 2 §2, §7) as an .xlsx workbook. It is about one company:
 * a vendor user's own, or the one a Super Admin or hospital user chose (400 without one).
 */
export async function teamSummaryReport(ctx: AppContext, actor: Actor, f: ReportFilter): Promise<ReportFile> {
  const scope = await resolveReportScope(ctx.db, actor, f);
  const company = scope.company;
  if (!company) throw badRequest(MSG.reports.pickCompany);
  const [units, placements] = await Promise.all([companyUnitRows(ctx.db, company.id), taskPlacements(ctx.db, scope)]);
  const assigneeIds = [...new Set(placements.flatMap((p) => p.repIds))];
  const people = await companyPeople(ctx.db, { companyId: company.id, assigneeIds });
  const { totals, sheets } = tallyTeam({
    companyName: company.name,
    size: company.size,
    units,
    people,
    placements,
    visible: scope.unitIds,
  });
  const filters = await filterLines(ctx, scope, f, units, company.name);
  return {
    fileName: reportFileName(TEAM_SUMMARY_NAME, 'xlsx', scope.timeZone),
    contentType: XLSX_TYPE,
    bytes: await teamSummaryWorkbook({ filters, totals, sheets }),
  };
}
