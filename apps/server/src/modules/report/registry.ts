import type { ReportData, ReportFilter, TableReportType } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { mostActiveReport, pipelineReport, productsReport, repUtilizationReport } from './more-service';
import { cancellationsReport, completedReport, incompleteReport, procedureReport, uncoveredReport } from './service';

type Runner = (ctx: AppContext, actor: Actor, filter: ReportFilter) => Promise<ReportData>;

/** Each table report's service function: the same answer its own endpoint gives the Table tab. */
const RUNNERS: Record<TableReportType, Runner> = {
  activity: (ctx, actor, f) => completedReport(ctx, actor, { ...f, report: 'activity' }),
  accountSatisfaction: (ctx, actor, f) => completedReport(ctx, actor, { ...f, report: 'accountSatisfaction' }),
  incomplete: incompleteReport,
  repUtilization: repUtilizationReport,
  procedure: procedureReport,
  uncovered: uncoveredReport,
  cancellations: cancellationsReport,
  products: productsReport,
  pipeline: pipelineReport,
  mostActiveAccounts: (ctx, actor, f) => mostActiveReport(ctx, actor, 'account', f),
  mostActiveReps: (ctx, actor, f) => mostActiveReport(ctx, actor, 'rep', f),
};

/** Runs a table report by its key, scoped to the caller like its own endpoint. */
export function runReport(ctx: AppContext, actor: Actor, report: TableReportType, filter: ReportFilter) {
  return RUNNERS[report](ctx, actor, filter);
}
