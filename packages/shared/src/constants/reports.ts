/**
 * The reports of /reports (spec part 2 §2): the three the selector offers first, then the
 * "More reports" the server also answers. The key is what the URL and the API carry.
 */
export const REPORT_TYPES = [
  'activity',
  'incomplete',
  'teamSummary',
  'repUtilization',
  'accountSatisfaction',
  'procedure',
  'uncovered',
  'cancellations',
  'products',
  'pipeline',
  'mostActiveAccounts',
  'mostActiveReps',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The reports whose rows can be downloaded as CSV or XLSX (Task Summary has its own workbook). */
export type TableReportType = Exclude<ReportType, 'teamSummary'>;

export const REPORT_LABELS: Record<ReportType, string> = {
  activity: 'Activity Report',
  incomplete: 'Incomplete task reports',
  teamSummary: 'Task Summary Report',
  repUtilization: 'Sales Rep Utilization',
  accountSatisfaction: 'Account Satisfaction',
  procedure: 'Procedure Report',
  uncovered: 'Uncovered Tasks',
  cancellations: 'Cancellations by Account',
  products: 'Products Breakdown',
  pipeline: 'Pipeline Report',
  mostActiveAccounts: 'Most Active Accounts',
  mostActiveReps: 'Most Active Reps',
};

/** Offered first in the selector; the rest sit under "More reports". */
export const MAIN_REPORTS = ['activity', 'incomplete', 'teamSummary'] as const satisfies readonly ReportType[];

/** Reports with the Group By filter (Department or Company). */
export const GROUPED_REPORTS: readonly ReportType[] = ['uncovered', 'accountSatisfaction', 'cancellations', 'activity'];

/** Reports with the Account filter, shown only when the user's hospital belongs to a parent system. */
export const ACCOUNT_FILTER_REPORTS: readonly ReportType[] = ['incomplete', 'activity', 'procedure'];

export const REPORT_GROUP_BY = ['department', 'company'] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BY)[number];

/** How a report is drawn on the Graphs tab. */
export const REPORT_CHARTS = ['bar', 'column', 'pie'] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

/** Rows a page of a report's table; spec part 2 §9. */
export const REPORT_PAGE_SIZE = 10;
/** Chart bar width in pixels; spec part 2 §9. */
export const REPORT_BAR_WIDTH = 25;
/** The longest date range a report reads, in days. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type ReportDownloadFormat = (typeof REPORT_DOWNLOAD_FORMATS)[number];

/** The "most active" variants of POST report/mostActive/:kind. */
export const MOST_ACTIVE_KINDS = ['account', 'rep', 'company', 'employee'] as const;
export type MostActiveKind = (typeof MOST_ACTIVE_KINDS)[number];

/** The Patient Survey field counts toward Account Satisfaction when it holds a whole score 1–5. */
export const SATISFACTION_SCORE = { min: 1, max: 5 } as const;

/** The x-axis title of Sales Rep Utilization (spec part 2 §2): by role, then by company size. */
export function repUtilizationAxisTitle(role: string, companySize: string | null | undefined): string {
  if (role === 'division_manager') return 'Area';
  const admin = role === 'company_admin' || role === 'super_admin' || role === 'account_admin';
  if (admin) {
    if (companySize === 'medium') return 'Area';
    if (companySize === 'small') return 'Region';
    if (companySize === 'other') return 'Division';
  }
  return 'Region';
}
