import {
  TASK_STATUS_LABELS,
  type ReportData,
  type ReportFilter,
  type ReportGroupBy,
  type ReportRow,
  type TaskStatus,
} from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import * as q from './queries';
import { percent, reportData, type ReportColumn } from './report-data';
import { resolveReportScope, type ReportScope } from './scope';

const { INCOMPLETE_STATUSES } = q;

/** The Activity Report's "Open": booked and not yet settled. */
const OPEN_STATUSES = ['unassigned', 'pending', 'assigned', 'inprogress'] as const satisfies readonly TaskStatus[];

const GROUP_LABEL: Record<ReportGroupBy, string> = { department: 'Department', company: 'Company' };

/** A group of a report with the display name of each of its keys, and what each belongs to. */
interface NamedGroup extends q.GroupCounts {
  names: Partial<Record<q.ReportKey, string>>;
  owners: Partial<Record<q.ReportKey, string>>;
}

/** The key naming what a key's rows belong to: a department's hospital, a service's company. */
const OWNER_KEY: Partial<Record<q.ReportKey, q.ReportKey>> = { department: 'account', service: 'company' };

/**
 * The scope's task counts by `keys`, each key's id given a display name. A name two groups share
 * (Cardiology of two hospitals, one procedure name at two companies) is told apart by its owner,
 * unless the owner is a column of the report already.
 */
async function namedGroups(
  ctx: AppContext,
  actor: Actor,
  body: ReportFilter,
  keys: q.ReportKey[],
  counts: (scope: ReportScope) => Promise<q.GroupCounts[]> = (scope) => q.taskCounts(ctx.db, { scope, keys }),
): Promise<NamedGroup[]> {
  const scope = await resolveReportScope(ctx.db, actor, body);
  const groups = await counts(scope);
  const named: NamedGroup[] = groups.map((g) => ({ ...g, names: {}, owners: {} }));
  for (const key of keys) {
    const ids = [...new Set(groups.map((g) => g.keys[key]))];
    const names = await q.groupNames(ctx.db, key, ids);
    const seen = new Map<string, number>();
    for (const id of ids) {
      const name = names.get(id)?.name ?? '';
      seen.set(name, (seen.get(name) ?? 0) + 1);
    }
    const ownerShown = keys.includes(OWNER_KEY[key] ?? key);
    for (const g of named) {
      const n = names.get(g.keys[key]);
      const name = n?.name ?? '';
      const shared = (seen.get(name) ?? 0) > 1;
      g.names[key] = n?.owner && shared && !ownerShown ? `${name} (${n.owner})` : name;
      g.owners[key] = n?.owner ?? '';
    }
  }
  return named;
}

/** Largest first by each measure in turn, then by name. */
function sortRows(rows: ReportRow[], measures: string[], nameKey: string): ReportRow[] {
  return rows.sort((a, b) => {
    for (const m of measures) {
      const d = Number(b[m] ?? 0) - Number(a[m] ?? 0);
      if (d) return d;
    }
    return String(a[nameKey] ?? '').localeCompare(String(b[nameKey] ?? ''));
  });
}

const col = (key: string, label: string): ReportColumn => ({ key, label });

/** Activity Report: tasks starting in the range, by department or company, with their statuses. */
export async function activityReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const by = body.groupBy;
  const groups = await namedGroups(ctx, actor, body, [by]);
  const rows = groups.map((g) => ({
    [by]: g.names[by] ?? '',
    total: g.total,
    completed: g.byStatus.completed,
    open: OPEN_STATUSES.reduce((n, s) => n + g.byStatus[s], 0),
    cancelled: g.byStatus.cancelled,
    uncovered: g.byStatus.uncovered,
  }));
  const series = [
    col('completed', 'Completed'),
    col('open', 'Open'),
    col('cancelled', 'Cancelled'),
    col('uncovered', 'Uncovered'),
  ];
  return reportData({
    rows: sortRows(rows, ['total'], by),
    columns: [col(by, GROUP_LABEL[by]), col('total', 'Total Tasks'), ...series],
    x: by,
    series,
    chart: 'column',
    axisTitle: { x: GROUP_LABEL[by], y: 'Tasks' },
  });
}

/** Account Satisfaction: the average Patient Survey score of completed cases, by department or company. */
export async function satisfactionReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const by = body.groupBy;
  const groups = await namedGroups(ctx, actor, body, [by]);
  const rows = groups
    .filter((g) => g.scored > 0)
    .map((g) => ({
      [by]: g.names[by] ?? '',
      averageScore: Math.round((g.scoreSum / g.scored) * 100) / 100,
      scoredCases: g.scored,
    }));
  return reportData({
    rows: sortRows(rows, ['averageScore', 'scoredCases'], by),
    columns: [col(by, GROUP_LABEL[by]), col('averageScore', 'Average Score'), col('scoredCases', 'Scored Cases')],
    x: by,
    series: [col('averageScore', 'Average Score')],
    chart: 'bar',
    axisTitle: { x: GROUP_LABEL[by], y: 'Average score (1–5)' },
  });
}

/** Uncovered Tasks: the groups where tasks went uncovered, with their total and the uncovered rate. */
export async function uncoveredReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const by = body.groupBy;
  const groups = await namedGroups(ctx, actor, body, [by]);
  const rows = groups
    .filter((g) => g.byStatus.uncovered > 0)
    .map((g) => ({
      [by]: g.names[by] ?? '',
      uncovered: g.byStatus.uncovered,
      total: g.total,
      rate: percent(g.byStatus.uncovered, g.total),
    }));
  return reportData({
    rows: sortRows(rows, ['uncovered', 'rate'], by),
    columns: [
      col(by, GROUP_LABEL[by]),
      col('uncovered', 'Uncovered'),
      col('total', 'Total Tasks'),
      col('rate', 'Uncovered Rate (%)'),
    ],
    x: by,
    series: [col('uncovered', 'Uncovered')],
    chart: 'column',
    axisTitle: { x: GROUP_LABEL[by], y: 'Uncovered tasks' },
  });
}

/**
 * Cancellations by Account: per hospital and department (or company), the cancelled tasks and
 * the share of that group's tasks they are. `label` (not a column) names the chart's bar.
 */
export async function cancellationsReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const by = body.groupBy;
  const groups = await namedGroups(ctx, actor, body, ['account', by]);
  const rows = groups
    .filter((g) => g.byStatus.cancelled > 0)
    .map((g) => ({
      account: g.names.account ?? '',
      accountId: g.keys.account,
      [by]: g.names[by] ?? '',
      label: `${g.names.account ?? ''} – ${g.names[by] ?? ''}`,
      cancelled: g.byStatus.cancelled,
      total: g.total,
      share: percent(g.byStatus.cancelled, g.total),
    }));
  return reportData({
    rows: sortRows(rows, ['cancelled', 'share'], 'label'),
    columns: [
      col('account', 'Account'),
      col(by, GROUP_LABEL[by]),
      col('cancelled', 'Cancelled'),
      col('total', 'Total Tasks'),
      col('share', 'Cancelled Share (%)'),
    ],
    x: 'label',
    series: [col('cancelled', 'Cancelled')],
    chart: 'bar',
    axisTitle: { x: 'Account', y: 'Cancelled tasks' },
  });
}

/**
 * Incomplete task reports: tasks starting in the range whose end has passed while they were
 * still unassigned, pending, assigned, in progress or uncovered, by department.
 */
export async function incompleteReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const groups = await namedGroups(ctx, actor, body, ['department'], (scope) =>
    q.incompleteCounts(ctx.db, { scope, now: new Date() }),
  );
  const series = INCOMPLETE_STATUSES.map((s) => col(s, TASK_STATUS_LABELS[s]));
  const rows = groups.map((g) => ({
    department: g.names.department ?? '',
    total: g.total,
    ...Object.fromEntries(INCOMPLETE_STATUSES.map((s) => [s, g.byStatus[s]])),
  }));
  return reportData({
    rows: sortRows(rows, ['total'], 'department'),
    columns: [col('department', 'Department'), col('total', 'Total Incomplete'), ...series],
    x: 'department',
    series,
    chart: 'column',
    axisTitle: { x: 'Department', y: 'Incomplete tasks' },
  });
}

/** Procedure Report: tasks per procedure (service) with its company, and how many were completed. */
export async function procedureReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const groups = await namedGroups(ctx, actor, body, ['service']);
  const rows = groups.map((g) => ({
    procedure: g.names.service ?? '',
    company: g.owners.service ?? '',
    total: g.total,
    completed: g.byStatus.completed,
  }));
  return reportData({
    rows: sortRows(rows, ['total', 'completed'], 'procedure'),
    columns: [
      col('procedure', 'Procedure'),
      col('company', 'Company'),
      col('total', 'Total Tasks'),
      col('completed', 'Completed'),
    ],
    x: 'procedure',
    series: [col('total', 'Total Tasks'), col('completed', 'Completed')],
    chart: 'column',
    axisTitle: { x: 'Procedure', y: 'Tasks' },
  });
}

/** POST report/task/completed: the Activity Report, or Account Satisfaction. */
export function completedReport(
  ctx: AppContext,
  actor: Actor,
  body: ReportFilter & { report: 'activity' | 'accountSatisfaction' },
): Promise<ReportData> {
  return body.report === 'accountSatisfaction'
    ? satisfactionReport(ctx, actor, body)
    : activityReport(ctx, actor, body);
}
