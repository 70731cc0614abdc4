import { MSG, type ReportFilters } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { forbidden, notFound } from '../../lib/app-error';
import * as fq from './filters-queries';
import * as q from './scope-queries';
import type { ReportCompany } from './scope';

type Option = ReportFilters['departments'][number];

/** Department options; a name two hospitals share is told apart by the hospital's name. */
function departmentList(rows: { id: string; name: string; accountName: string }[]): Option[] {
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.name, (count.get(r.name) ?? 0) + 1);
  return rows.map((r) => ({ _id: r.id, name: (count.get(r.name) ?? 0) > 1 ? `${r.name} (${r.accountName})` : r.name }));
}

/** The chosen account alone, else every account of `reach` (every account when null). */
const chosen = (accountId: string, reach: string[] | null) => (accountId ? [accountId] : reach);

const companyOption = (c: ReportCompany) => ({ _id: c.id, name: c.name, size: c.size, type: c.type });

/** The reported company's units, only the viewer's own subtree for a division manager or manager. */
async function unitList(ctx: AppContext, actor: Actor, company: ReportCompany | null) {
  if (!company) return [];
  const units = await q.companyUnitRows(ctx.db, company.id);
  let visible = units;
  if (actor.companyId === company.id && actor.role !== 'company_admin') {
    if (actor.unitId) {
      const own = new Set(q.subtreeOf(units, actor.unitId));
      visible = units.filter((u) => own.has(u.id));
    } else if (actor.role === 'division_manager') visible = [];
  }
  const order = ['division', 'area', 'region', 'territory'];
  return visible
    .map((u) => ({ _id: u.id, name: u.name, level: u.level, parentId: u.parentId }))
    .sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level) || a.name.localeCompare(b.name));
}

/**
 * The options of the report filters, scoped to the caller as the reports are (scope.ts): a
 * hospital user's departments (of his own hospital, or of the system's hospital he picked in the
 * Account filter), companies and (in a health system) hospitals; a vendor user's own company and
 * the departments of the hospitals it serves; the Super Admin's everything, or the departments
 * served by the company he chose. 'All' is the client's.
 */
export async function reportFilters(
  ctx: AppContext,
  actor: Actor,
  body: { companyId: string; accountId: string },
): Promise<ReportFilters> {
  const db = ctx.db;
  if (actor.role === 'rep') throw forbidden(MSG.reports.notForReps);
  if (!actor.approved) throw forbidden(MSG.auth.forbidden);

  if (actor.role === 'super_admin') {
    const company = body.companyId ? await q.findCompany(db, body.companyId) : null;
    if (body.companyId && !company) throw notFound(MSG.reports.companyNotFound);
    if (body.accountId && !(await q.accountExists(db, body.accountId))) throw notFound(MSG.reports.accountNotFound);
    const served = company ? await q.accountsOfCompany(db, company.id) : null;
    return {
      departments: departmentList(await fq.departmentOptions(db, { accountIds: chosen(body.accountId, served) })),
      companies: (await fq.companyOptions(db)).map(companyOption),
      accounts: [],
      units: await unitList(ctx, actor, company),
      company: company ? companyOption(company) : null,
    };
  }

  if (actor.accountId) {
    const parentId = await fq.parentOf(db, actor.accountId);
    const scheduler = actor.role === 'scheduler';
    const reach =
      scheduler || !parentId ? [actor.accountId] : (await q.healthSystemAccountIds(db, actor.accountId)).ids;
    const hospitals = parentId && !scheduler ? await fq.systemHospitals(db, parentId) : [];
    let company: ReportCompany | null = null;
    if (body.companyId) {
      if (!(await q.accountsWorkWith(db, reach, body.companyId))) throw notFound(MSG.reports.companyNotFound);
      company = await q.findCompany(db, body.companyId);
    }
    if (body.accountId && !reach.includes(body.accountId)) throw notFound(MSG.reports.accountNotFound);
    const deps = await fq.departmentOptions(db, {
      accountIds: [body.accountId || actor.accountId],
      ...(scheduler ? { departmentIds: actor.departmentIds } : {}),
    });
    return {
      departments: departmentList(deps),
      companies: (await fq.companiesOfAccounts(db, reach)).map(companyOption),
      accounts: hospitals.map((h) => ({ _id: h.id, accountName: h.name })),
      units: await unitList(ctx, actor, company),
      company: company ? companyOption(company) : null,
    };
  }

  if (actor.companyId) {
    if (body.companyId && body.companyId !== actor.companyId) throw notFound(MSG.reports.companyNotFound);
    const company = await q.findCompany(db, actor.companyId);
    if (!company) throw notFound(MSG.reports.companyNotFound);
    const served = await q.accountsOfCompany(db, company.id);
    if (body.accountId && !served.includes(body.accountId)) throw notFound(MSG.reports.accountNotFound);
    return {
      departments: departmentList(await fq.departmentOptions(db, { accountIds: chosen(body.accountId, served) })),
      companies: [companyOption(company)],
      accounts: [],
      units: await unitList(ctx, actor, company),
      company: companyOption(company),
    };
  }
  throw forbidden(MSG.auth.forbidden);
}
