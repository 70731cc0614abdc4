import {
  LEVELS_BY_SIZE,
  MSG,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  dayjs,
  localDays,
  repUtilizationAxisTitle,
  type MostActiveKind,
  type ReportData,
  type ReportFilter,
  type ReportRow,
  type SalesRep,
  type salesRepsInputSchema,
  type UnitLevel,
} from '@casecover/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { bookedByGroup } from './facts-groups';
import * as q from './more-queries';
import { percent, reportData } from './report-data';
import { resolveReportScope, type ReportCompany, type ReportScope } from './scope';
import { accountsOfCompany, companyUnitRows, subtreeOf } from './scope-queries';

/** The body of POST report/salesReps once read (dates as instants). */
type SalesRepsFilter = z.output<typeof salesRepsInputSchema>;

/** Hours a rep is available on a weekday, for Sales Rep Utilization. */
export const REP_DAY_HOURS = 8;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Products Breakdown: quantity, revenue (price × quantity) and cases of each product used on completed cases. */
export async function productsReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const scope = await resolveReportScope(ctx.db, actor, body);
  const rows = await q.productTotals(ctx.db, { scope });
  return reportData({
    rows: rows.map((r) => ({ product: r.product, quantity: r.quantity, revenue: round2(r.revenue), cases: r.cases })),
    columns: [
      { key: 'product', label: 'Product' },
      { key: 'quantity', label: 'Quantity' },
      { key: 'revenue', label: 'Revenue' },
      { key: 'cases', label: 'Cases' },
    ],
    x: 'product',
    series: [
      { key: 'revenue', label: 'Revenue' },
      { key: 'quantity', label: 'Quantity' },
    ],
    chart: 'pie',
    axisTitle: { x: 'Product', y: 'Revenue' },
  });
}

/** Pipeline Report: the tasks booked in the range, per department or company (Group By), by their status now. */
export async function pipelineReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const scope = await resolveReportScope(ctx.db, actor, body);
  const counts = await bookedByGroup(ctx.db, { scope, by: scope.groupBy });
  const groups = new Map<string, ReportRow & { name: string; owner: string; total: number }>();
  for (const c of counts) {
    const row = groups.get(c.id) ?? { name: c.name, owner: c.owner, total: 0, ...zeroPerStatus() };
    row[c.status] = Number(row[c.status] ?? 0) + c.tasks;
    row.total += c.tasks;
    groups.set(c.id, row);
  }
  // Two hospitals of a health system both have a "Cardiology": name the hospital when names repeat.
  const seen = new Map<string, number>();
  for (const g of groups.values()) seen.set(g.name, (seen.get(g.name) ?? 0) + 1);
  const rows = [...groups.values()]
    .map(({ owner, ...g }) => ({ ...g, name: (seen.get(g.name) ?? 0) > 1 && owner ? `${g.name} (${owner})` : g.name }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const statusColumns = TASK_STATUSES.map((s) => ({ key: s, label: TASK_STATUS_LABELS[s] }));
  const group = scope.groupBy === 'company' ? 'Company' : 'Department';
  return reportData({
    rows,
    columns: [{ key: 'name', label: group }, ...statusColumns, { key: 'total', label: 'Total' }],
    x: 'name',
    series: statusColumns,
    chart: 'column',
    axisTitle: { x: group, y: 'Tasks booked' },
  });
}

function zeroPerStatus(): Record<string, number> {
  return Object.fromEntries(TASK_STATUSES.map((s) => [s, 0]));
}

const MOST_ACTIVE_LABELS: Record<MostActiveKind, { name: string; detail?: string }> = {
  account: { name: 'Account' },
  rep: { name: 'Sales Rep', detail: 'Company' },
  company: { name: 'Company' },
  employee: { name: 'Employee', detail: 'Account' },
};

/** Most Active accounts, reps, companies or employees: the ten with the most tasks in the range. */
export async function mostActiveReport(
  ctx: AppContext,
  actor: Actor,
  kind: MostActiveKind,
  body: ReportFilter,
): Promise<ReportData> {
  const scope = await resolveReportScope(ctx.db, actor, body);
  const found = await q.mostActive(ctx.db, { scope, kind });
  const labels = MOST_ACTIVE_LABELS[kind];
  const rows = found.map((r): ReportRow => ({
    name: r.name,
    ...(labels.detail ? { detail: r.detail ?? '' } : {}),
    tasks: r.tasks,
    // The Account cell's Sales Reps popup asks by this id.
    ...(kind === 'account' ? { accountId: r.id } : {}),
  }));
  return reportData({
    rows,
    columns: [
      { key: 'name', label: labels.name },
      ...(labels.detail ? [{ key: 'detail', label: labels.detail }] : []),
      { key: 'tasks', label: 'Tasks' },
    ],
    x: 'name',
    series: [{ key: 'tasks', label: 'Tasks' }],
    chart: 'bar',
    axisTitle: { x: labels.name, y: 'Tasks' },
  });
}

export const mostActiveAccountsReport = (ctx: AppContext, actor: Actor, body: ReportFilter) =>
  mostActiveReport(ctx, actor, 'account', body);
export const mostActiveRepsReport = (ctx: AppContext, actor: Actor, body: ReportFilter) =>
  mostActiveReport(ctx, actor, 'rep', body);

/** The Sales Reps popup: the reps who covered the account's tasks in the range, within the caller's reach. */
export async function salesReps(ctx: AppContext, actor: Actor, body: SalesRepsFilter): Promise<SalesRep[]> {
  const scope = await resolveReportScope(ctx.db, actor, {
    ...body,
    groupBy: 'department',
    departmentId: '',
    level: '',
    levelId: '',
  });
  // Hospital users and the Super Admin had the account checked with the scope; a vendor's
  // reach is the hospitals his company works with.
  if (!scope.accountIds) {
    const reach = scope.companyId ? await accountsOfCompany(ctx.db, scope.companyId) : [];
    if (!reach.includes(body.accountId)) throw notFound(MSG.reports.accountNotFound);
  }
  return q.accountReps(ctx.db, { scope, accountId: body.accountId });
}

/**
 * Sales Rep Utilization: per unit, the hours of the cases its reps covered ÷ the hours they had
 * (reps × 8 h × weekdays in the range), and cases per rep. Needs a company.
 */
export async function repUtilizationReport(ctx: AppContext, actor: Actor, body: ReportFilter): Promise<ReportData> {
  const scope = await resolveReportScope(ctx.db, actor, body);
  const company = scope.company;
  if (!company) throw badRequest(MSG.reports.pickCompany);
  const units = await companyUnitRows(ctx.db, company.id);
  const { level, title } = utilizationLevel(actor, company, scope, Boolean(body.levelId));
  const reach = new Set(scope.unitIds ?? units.map((u) => u.id));
  const shown = units.filter((u) => u.level === level && reach.has(u.id)).sort((a, b) => a.name.localeCompare(b.name));
  const unitIds = [...reach];
  const [heads, loads] = await Promise.all([
    q.repHeadcount(ctx.db, { companyId: company.id, unitIds }),
    q.repLoads(ctx.db, { scope, companyId: company.id, unitIds }),
  ]);
  const weekdays = localDays(scope.start, scope.end, scope.timeZone).filter((d) => {
    const day = dayjs.utc(d.day).day();
    return day !== 0 && day !== 6;
  }).length;
  const rows = shown.map((u): ReportRow => {
    const subtree = new Set(subtreeOf(units, u.id));
    const reps = heads.filter((h) => subtree.has(h.unitId)).reduce((n, h) => n + h.reps, 0);
    const cases = loads.filter((l) => subtree.has(l.unitId)).reduce((n, l) => n + l.cases, 0);
    const hours = loads.filter((l) => subtree.has(l.unitId)).reduce((n, l) => n + l.hours, 0);
    const available = reps * REP_DAY_HOURS * weekdays;
    return {
      unit: u.name,
      reps,
      cases,
      hours: round1(hours),
      available,
      utilization: percent(hours, available),
      casesPerRep: reps ? round1(cases / reps) : 0,
    };
  });
  return reportData({
    rows,
    columns: [
      { key: 'unit', label: title },
      { key: 'reps', label: 'Reps' },
      { key: 'cases', label: 'Cases covered' },
      { key: 'hours', label: 'Case hours' },
      { key: 'available', label: 'Available hours' },
      { key: 'utilization', label: 'Utilization (%)' },
      { key: 'casesPerRep', label: 'Cases per rep' },
    ],
    x: 'unit',
    series: [{ key: 'utilization', label: 'Utilization (%)' }],
    chart: 'column',
    axisTitle: { x: title, y: 'Utilization (%)' },
  });
}

const levelTitle = (level: UnitLevel) => level.charAt(0).toUpperCase() + level.slice(1);

/**
 * The level of the units Sales Rep Utilization shows. Without a hierarchy filter it is the level
 * the spec's axis title names (by role and company size), when that level lies below the
 * viewer's own place; otherwise, and with a filter, it is the level just below the chosen (or
 * own) unit, a territory standing for itself.
 */
function utilizationLevel(actor: Actor, company: ReportCompany, scope: ReportScope, filtered: boolean) {
  const levels = LEVELS_BY_SIZE[company.size];
  const title = repUtilizationAxisTitle(actor.role, company.type === 'other' ? 'other' : company.size);
  const named = levels.indexOf(title.toLowerCase() as UnitLevel);
  const anchor = scope.unit ? levels.indexOf(scope.unit.level) : -1;
  const depth = !filtered && named > anchor ? named : Math.min(anchor + 1, levels.length - 1);
  const level = levels[depth] ?? levels[levels.length - 1] ?? 'territory';
  return { level, title: depth === named ? title : levelTitle(level) };
}
