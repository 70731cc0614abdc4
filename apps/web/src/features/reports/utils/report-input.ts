import { dayRangeInZone, type CompanySize, type ReportInput } from '@casecover/shared';
import { chosenLevel, reportDays, visibleFilters, type ReportParams } from './report-params';

/** What a report call needs besides the URL's filters. */
export interface ReportContext {
  timeZone: string;
  today: string;
  /** The reported company's size (the Super Admin's chosen company, or the user's own). */
  companySize: CompanySize | null;
}

/**
 * The body of every report call: the range as the zone's day edges (00:00 of the first day to the
 * last instant of the last), the filters the report shows, and the deepest chosen unit.
 */
export function reportInput(params: ReportParams, ctx: ReportContext): ReportInput {
  const days = reportDays(params, ctx.today);
  const shown = visibleFilters(params.report, params.groupBy, true);
  return {
    ...dayRangeInZone(days.from, days.to, ctx.timeZone),
    timeZone: ctx.timeZone,
    groupBy: params.groupBy,
    departmentId: shown.department ? params.departmentId : '',
    companyId: shown.company ? params.companyId : '',
    accountId: shown.account ? params.accountId : '',
    ...chosenLevel(params),
    companySize: ctx.companySize ?? '',
  };
}
