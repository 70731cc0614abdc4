import {
  LEVELS_BY_SIZE,
  MSG,
  type CompanyListItem,
  type CompanyPerson,
  type CompanyTeam,
  type TeamUnit,
} from '@casecover/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../identity/actor';
import * as q from './companies-queries';

/** The Super Admin sees every company, hospital users the vendors linked to their hospital, a vendor user his own. */
function visibilityOf(actor: Actor): q.CompanyVisibility | null {
  if (actor.role === 'super_admin') return { all: true };
  if (!actor.approved) return null;
  if (actor.accountId) return { accountId: actor.accountId };
  if (actor.companyId) return { companyId: actor.companyId };
  return null;
}

export async function companyList(
  ctx: AppContext,
  actor: Actor,
  p: { searchText: string; companyName: string; pagesize: number; nextpage: number },
) {
  const visibility = visibilityOf(actor);
  const empty = { finalCompany: [] as CompanyListItem[], total: 0, nextpage: p.nextpage, pagesize: p.pagesize };
  if (!visibility) return empty;
  const { rows, total } = await q.companyPage(ctx.db, {
    visibility,
    search: p.searchText || p.companyName,
    limit: p.pagesize,
    offset: (p.nextpage - 1) * p.pagesize,
  });
  const ids = rows.map((r) => r._id);
  const [divisions, contacts, covering] = await Promise.all([
    q.divisionNames(ctx.db, ids),
    q.companyContacts(ctx.db, ids),
    actor.accountId
      ? q.coveringReps(ctx.db, { accountId: actor.accountId, companyIds: ids })
      : Promise.resolve(new Map<string, CompanyPerson>()),
  ]);
  return {
    ...empty,
    total,
    finalCompany: rows.map((r) => ({
      ...r,
      division: divisions.get(r._id) ?? [],
      territoryManager: covering.get(r._id) ?? contacts.get(r._id) ?? null,
    })),
  };
}

/** A company the caller may see, or 404 (another tenant's company reads as unknown). */
export async function companyDetail(ctx: AppContext, actor: Actor, companyId: string) {
  const visibility = visibilityOf(actor);
  const company = visibility && isUuid(companyId) ? await q.visibleCompany(ctx.db, { visibility, companyId }) : null;
  if (!company) throw notFound(MSG.notFound);
  return company;
}

/** The company's units as a tree (levels by its size), each with its managers and reps. */
export async function companyTeam(
  ctx: AppContext,
  actor: Actor,
  p: { companyId: string; divisionId?: string | undefined },
): Promise<CompanyTeam> {
  const company = await companyDetail(ctx, actor, p.companyId);
  const levels = LEVELS_BY_SIZE[company.size];
  const [units, people] = await Promise.all([q.unitsOf(ctx.db, company._id), q.peopleOf(ctx.db, company._id)]);
  const strip = ({ _id, name, phone, email }: CompanyPerson): CompanyPerson => ({ _id, name, phone, email });
  const nodes = new Map<string, TeamUnit & { parentId: string | null }>();
  for (const u of units) {
    if (!levels.includes(u.level)) continue;
    nodes.set(u._id, { ...u, managers: [], reps: [], children: [] });
  }
  for (const person of people) {
    const node = person.unitId ? nodes.get(person.unitId) : undefined;
    if (!node) continue;
    if (person.role === 'rep') node.reps.push(strip(person));
    else if (person.role === 'manager' || person.role === 'division_manager') node.managers.push(strip(person));
  }
  const roots: TeamUnit[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (node.level === levels[0]) roots.push(node);
  }
  const clean = (n: TeamUnit): TeamUnit => ({
    _id: n._id,
    name: n.name,
    level: n.level,
    managers: n.managers,
    reps: n.reps,
    children: n.children.map(clean),
  });
  let tree = roots.map(clean);
  if (p.divisionId) {
    tree = tree.filter((u) => u._id === p.divisionId);
    if (!tree.length) throw notFound(MSG.notFound);
  }
  return {
    size: company.size,
    levels: [...levels],
    admins: people.filter((u) => u.role === 'company_admin').map(strip),
    units: tree,
  };
}
