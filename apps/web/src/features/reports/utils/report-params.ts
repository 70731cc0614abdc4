import {
  ACCOUNT_FILTER_REPORTS,
  GROUPED_REPORTS,
  REPORT_GROUP_BY,
  REPORT_TYPES,
  UNIT_LEVELS,
  localDayOf,
  type ReportGroupBy,
  type ReportType,
  type UnitLevel,
} from '@casecover/shared';

/** The chosen report and every filter, as kept in the URL's query (a copied link shows the same view). */
export interface ReportParams {
  report: ReportType;
  /** Days as YYYY-MM-DD in the user's zone; '' means today. */
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  departmentId: string;
  /** The Company filter; for the Super Admin also the company whose hierarchy the levels list. */
  companyId: string;
  accountId: string;
  division: string;
  area: string;
  region: string;
  territory: string;
  /** The Table tab rather than Graphs. */
  tab: ReportTab;
  /** The Table tab's page, from 1. */
  page: number;
}

export const REPORT_TABS = ['graphs', 'table'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export const DEFAULT_REPORT_PARAMS: ReportParams = {
  report: 'activity',
  from: '',
  to: '',
  groupBy: 'department',
  departmentId: '',
  companyId: '',
  accountId: '',
  division: '',
  area: '',
  region: '',
  territory: '',
  tab: 'graphs',
  page: 1,
};

type ParamKey = keyof ReportParams;
const ID_KEYS = ['departmentId', 'companyId', 'accountId', ...UNIT_LEVELS] as const satisfies readonly ParamKey[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

function readDay(value: string | null, today: string): string {
  if (!value || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return '';
  // A future day cannot be reported on; the link falls back to today.
  return value > today ? '' : value;
}

/** The URL's query as filters: unknown or malformed values read as their defaults. */
export function readReportParams(search: URLSearchParams, today: string): ReportParams {
  const page = Number(search.get('page'));
  const params: ReportParams = {
    ...DEFAULT_REPORT_PARAMS,
    report: oneOf(REPORT_TYPES, search.get('report'), DEFAULT_REPORT_PARAMS.report),
    from: readDay(search.get('from'), today),
    to: readDay(search.get('to'), today),
    groupBy: oneOf(REPORT_GROUP_BY, search.get('groupBy'), DEFAULT_REPORT_PARAMS.groupBy),
    tab: oneOf(REPORT_TABS, search.get('tab'), DEFAULT_REPORT_PARAMS.tab),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
  for (const key of ID_KEYS) params[key] = (search.get(key) ?? '').trim().slice(0, 100);
  return params;
}

/** The filters as a URL query: defaults are left out, so the plain /reports is the default view. */
export function writeReportParams(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_REPORT_PARAMS) as ParamKey[]) {
    const value = params[key];
    if (value !== DEFAULT_REPORT_PARAMS[key]) search.set(key, String(value));
  }
  return search;
}

/** The days a report covers, defaulting to today in the user's zone; a reversed range is put in order. */
export function reportDays(params: Pick<ReportParams, 'from' | 'to'>, today: string): { from: string; to: string } {
  const from = params.from || today;
  const to = params.to || today;
  return from <= to ? { from, to } : { from: to, to: from };
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDayOf(now, timeZone);
}

export const isGrouped = (report: ReportType) => GROUPED_REPORTS.includes(report);

/** Which filters a report shows (spec part 2 §2): Group By for grouped reports, and the list it groups by hidden. */
export function visibleFilters(report: ReportType, groupBy: ReportGroupBy, hasAccounts: boolean) {
  const grouped = isGrouped(report);
  const summary = report === 'teamSummary';
  return {
    groupBy: grouped,
    department: !(grouped && groupBy === 'department'),
    company: summary || !(grouped && groupBy === 'company'),
    account: hasAccounts && ACCOUNT_FILTER_REPORTS.includes(report),
  };
}

/** Levels below `level`, top first. */
export function levelsBelow(level: UnitLevel): UnitLevel[] {
  return UNIT_LEVELS.slice(UNIT_LEVELS.indexOf(level) + 1);
}

/**
 * A change of filters applied to the current ones, with the rules that keep them consistent:
 * a chosen unit clears the units under it (division clears area, region and territory; area clears
 * region and territory; region clears territory), another company clears all its units, a list
 * hidden by Group By is cleared, another hospital clears the department, and any change but paging
 * goes back to the first page.
 */
export function applyReportChange(current: ReportParams, change: Partial<ReportParams>): ReportParams {
  const next: ReportParams = { ...current, ...change };
  for (const level of UNIT_LEVELS) {
    if (change[level] !== undefined && change[level] !== current[level]) {
      for (const below of levelsBelow(level)) next[below] = '';
    }
  }
  // Another hospital of the health system has departments of its own.
  if (change.accountId !== undefined && change.accountId !== current.accountId && change.departmentId === undefined) {
    next.departmentId = '';
  }
  if (change.companyId !== undefined && change.companyId !== current.companyId) {
    for (const level of UNIT_LEVELS) next[level] = '';
  }
  const shown = visibleFilters(next.report, next.groupBy, true);
  if (!shown.department) next.departmentId = '';
  if (!shown.company && next.companyId) {
    next.companyId = '';
    for (const level of UNIT_LEVELS) next[level] = '';
  }
  if (!shown.account) next.accountId = '';
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The deepest chosen unit, as the API's level and levelId; '' for the whole company. */
export function chosenLevel(params: Pick<ReportParams, UnitLevel>): { level: UnitLevel | ''; levelId: string } {
  for (const level of [...UNIT_LEVELS].reverse()) {
    if (params[level]) return { level, levelId: params[level] };
  }
  return { level: '', levelId: '' };
}
