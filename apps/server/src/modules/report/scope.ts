import {
  MSG,
  type CompanySize,
  type ReportFilter,
  type ReportGroupBy,
  type Role,
  type UnitLevel,
} from '@casecover/shared';
import { and, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskAssignees, tasks, users } from '../../db/schema/index';
import type { Actor } from '../../identity/actor';
import { forbidden, notFound } from '../../lib/app-error';
import * as q from './scope-queries';

/** The company a report is about, when there is one. */
export interface ReportCompany {
  id: string;
  name: string;
  size: CompanySize;
  type: string;
}

/**
 * Which tasks a report reads, resolved from who asks and the filters they chose. Every report
 * query starts from `reportTaskCondition(scope)`; the fields stay separate so a query (or a
 * rollup) can use them one by one. `null` means "no restriction on this column".
 */
export interface ReportScope {
  role: Role;
  /** tasks.account_id in these. */
  accountIds: string[] | null;
  /** tasks.department_id in these. */
  departmentIds: string[] | null;
  /** tasks.company_id = this. */
  companyId: string | null;
  /**
   * A subtree of the company's hierarchy: a task belongs to it when its division is one of
   * these units or one of its reps sits in one of them.
   */
  unitIds: string[] | null;
  /** Tasks starting within [start, end] (the web sends whole local days). */
  start: Date;
  end: Date;
  timeZone: string;
  groupBy: ReportGroupBy;
  /** The reported company (a vendor user's own, or the one chosen), else null. */
  company: ReportCompany | null;
  /** The unit the hierarchy filter or the viewer's own place narrows to, with its level. */
  unit: { id: string; level: UnitLevel } | null;
}

const COMPANY_WIDE: readonly Role[] = ['company_admin'];

/**
 * Resolves the report filters against the caller (spec part 2 §6: the Super Admin reports on
 * the company he chooses, everyone else on their own account or company). A filter naming a row
 * outside the caller's reach answers 404 with the filter's message; a Sales Rep gets 403.
 */
export async function resolveReportScope(db: DbOrTx, actor: Actor, f: ReportFilter): Promise<ReportScope> {
  if (actor.role === 'rep') throw forbidden(MSG.reports.notForReps);
  if (!actor.approved) throw forbidden(MSG.auth.forbidden);
  const base = {
    role: actor.role,
    start: new Date(f.startDate),
    end: new Date(f.endDate),
    timeZone: f.timeZone,
    groupBy: f.groupBy,
  };

  let accountIds: string[] | null = null;
  let departmentIds: string[] | null = null;
  let company: ReportCompany | null = null;
  let unitIds: string[] | null = null;
  let unit: ReportScope['unit'] = null;

  if (actor.role === 'super_admin') {
    if (f.companyId) company = await q.findCompany(db, f.companyId);
    if (f.companyId && !company) throw notFound(MSG.reports.companyNotFound);
    if (f.accountId) {
      if (!(await q.accountExists(db, f.accountId))) throw notFound(MSG.reports.accountNotFound);
      accountIds = [f.accountId];
    }
  } else if (actor.accountId) {
    // A hospital user: his hospital, or with a parent account the hospitals of his health system.
    const system = await q.healthSystemAccountIds(db, actor.accountId);
    const reach = actor.role === 'scheduler' ? [actor.accountId] : system.ids;
    if (f.accountId && !reach.includes(f.accountId)) throw notFound(MSG.reports.accountNotFound);
    accountIds = f.accountId ? [f.accountId] : reach;
    if (actor.role === 'scheduler') departmentIds = actor.departmentIds;
    if (f.companyId) {
      if (!(await q.accountsWorkWith(db, accountIds, f.companyId))) throw notFound(MSG.reports.companyNotFound);
      company = await q.findCompany(db, f.companyId);
    }
  } else if (actor.companyId) {
    if (f.companyId && f.companyId !== actor.companyId) throw notFound(MSG.reports.companyNotFound);
    company = await q.findCompany(db, actor.companyId);
    if (!company) throw notFound(MSG.reports.companyNotFound);
    if (!COMPANY_WIDE.includes(actor.role)) {
      // A division manager answers for his division; a manager for his area or region. Placed
      // nowhere, a division manager reads nothing (as in his task list); a manager the company.
      if (actor.unitId) {
        const units = await q.companyUnitRows(db, company.id);
        const own = units.find((u) => u.id === actor.unitId);
        unitIds = q.subtreeOf(units, actor.unitId);
        if (own) unit = { id: own.id, level: own.level };
      } else if (actor.role === 'division_manager') unitIds = [];
    }
  } else {
    throw forbidden(MSG.auth.forbidden);
  }

  if (f.departmentId) {
    const reach =
      accountIds ?? (company && actor.role !== 'super_admin' ? await q.accountsOfCompany(db, company.id) : null);
    const dep = await q.departmentIn(db, f.departmentId, reach);
    if (!dep || (departmentIds && !departmentIds.includes(dep.id))) throw notFound(MSG.reports.departmentNotFound);
    departmentIds = [dep.id];
  }

  if (f.levelId) {
    if (!company) throw notFound(MSG.reports.unitNotFound);
    const units = await q.companyUnitRows(db, company.id);
    const chosen = units.find((u) => u.id === f.levelId && (!f.level || u.level === f.level));
    // Within the viewer's own part of the company only.
    if (!chosen || (unitIds && !unitIds.includes(chosen.id))) throw notFound(MSG.reports.unitNotFound);
    unitIds = q.subtreeOf(units, chosen.id);
    unit = { id: chosen.id, level: chosen.level };
  }

  return {
    ...base,
    accountIds,
    departmentIds,
    companyId: company?.id ?? null,
    unitIds,
    company,
    unit,
  };
}

/** The tasks of a unit subtree: by their division, or by a rep placed in it. */
export function inUnits(unitIds: string[]): SQL {
  if (!unitIds.length) return sql`false`;
  return or(
    inArray(tasks.divisionId, unitIds),
    sql`exists (select 1 from ${taskAssignees} ta join ${users} u on u.id = ta.user_id
                where ta.task_id = ${tasks.id} and u.unit_id in ${unitIds})`,
  ) as SQL;
}

/** The scope as a condition on `tasks`, the date range on start_date included. */
export function reportTaskCondition(s: ReportScope, opts: { dates?: boolean } = {}): SQL {
  return and(
    s.accountIds ? (s.accountIds.length ? inArray(tasks.accountId, s.accountIds) : sql`false`) : undefined,
    s.departmentIds ? (s.departmentIds.length ? inArray(tasks.departmentId, s.departmentIds) : sql`false`) : undefined,
    s.companyId ? sql`${tasks.companyId} = ${s.companyId}` : undefined,
    s.unitIds ? inUnits(s.unitIds) : undefined,
    opts.dates === false ? undefined : gte(tasks.startDate, s.start),
    opts.dates === false ? undefined : lte(tasks.startDate, s.end),
  ) as SQL;
}
