import {
  CMS_FIELDS,
  DEFAULT_CMS_LABELS,
  MSG,
  canManageCompanyCatalogue,
  type CmsEntry,
  type SaveCmsInput,
} from '@casecover/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../identity/actor';
import { audit } from '../../identity/audit';
import { canOfferTasks } from './policy';
import * as q from './queries';

export async function companyOptions(ctx: AppContext, actor: Actor, search: string) {
  if (actor.accountId && actor.approved) return q.companyOptions(ctx.db, { accountId: actor.accountId, search });
  return [];
}

/** A company the caller may book or read: linked to his account. Others are "not found". */
export async function bookableCompany(ctx: AppContext, actor: Actor, companyId: string) {
  if (!actor.accountId || !actor.approved || !isUuid(companyId)) return null;
  return q.linkedCompany(ctx.db, { accountId: actor.accountId, companyId });
}

/** Whether a company of that id exists at all (linked or not). */
export async function companyExists(ctx: AppContext, companyId: string) {
  return isUuid(companyId) && q.companyExists(ctx.db, companyId);
}

/** Ids of the companies whose name holds the text (the task search matches company names too). */
export async function companyIdsNamed(db: DbOrTx, search: string) {
  return q.companyIdsNamed(db, search);
}

export async function divisionOptions(ctx: AppContext, actor: Actor, p: { companyId: string; search: string }) {
  const company = await bookableCompany(ctx, actor, p.companyId);
  if (!company) return [];
  return q.divisionOptions(ctx.db, { companyId: company.id, search: p.search });
}

export async function serviceOptions(
  ctx: AppContext,
  actor: Actor,
  p: { companyId: string; divisionId: string; search: string },
) {
  const company = await bookableCompany(ctx, actor, p.companyId);
  if (!company) return [];
  return q.serviceOptions(ctx.db, {
    companyId: company.id,
    divisionId: isUuid(p.divisionId) ? p.divisionId : null,
    search: p.search,
  });
}

/**
 * What a booking looks up about its company, as statements to join into the booking's one
 * (given placeholders): the company when linked to the hospital (the caller must be an approved
 * user of that hospital), a division of it, a live service of it. Ids must be well-formed.
 */
export const bookingLookups = {
  linkedCompany: q.linkedCompanyQuery,
  division: q.findDivisionQuery,
  service: q.findServiceQuery,
};

/** The company's label configuration; the spec's default list when none is saved. */
export async function cmsLabels(ctx: AppContext, actor: Actor, companyId: string): Promise<CmsEntry[]> {
  const allowed =
    (await bookableCompany(ctx, actor, companyId)) ||
    (actor.companyId === companyId && actor.approved) ||
    (actor.role === 'super_admin' && isUuid(companyId));
  if (!allowed) throw notFound(MSG.notFound);
  return (await q.cmsFor(ctx.db, companyId)) ?? DEFAULT_CMS_LABELS;
}

/**
 * The company whose services and labels the caller may change: his own as its Company Admin, or
 * any as the Super Admin. Hospital users and the company's other people are refused (403); a
 * vendor aiming at another company, or an unknown id, gets 404.
 */
export async function catalogueCompany(ctx: AppContext, actor: Actor, companyId: string): Promise<string> {
  if (actor.role !== 'super_admin') {
    if (!actor.approved || !actor.companyId) throw forbidden(MSG.companyServices.adminOnly);
    if (actor.companyId !== companyId) throw notFound(MSG.notFound);
  }
  if (!canManageCompanyCatalogue(actor, companyId)) throw forbidden(MSG.companyServices.adminOnly);
  if (!(await companyExists(ctx, companyId))) throw notFound(MSG.notFound);
  return companyId;
}

/**
 * Saves the three patient-field entries as sent. A label left empty on a field that is off
 * keeps the field's own name; `isEdited` says whether the label differs from it. Other entries
 * already stored (labels of other fields) are kept.
 */
export async function saveCms(ctx: AppContext, actor: Actor, companyId: string, input: SaveCmsInput) {
  const id = await catalogueCompany(ctx, actor, companyId);
  const sent: CmsEntry[] = CMS_FIELDS.map((field) => {
    const entry = input.cmsData.find((e) => e.value === field.value);
    const label = entry?.label.trim() || field.name;
    return { value: field.value, label, checked: entry?.checked ?? false, isEdited: label !== field.name };
  });
  return ctx.db.transaction(async (tx) => {
    const before = (await q.cmsFor(tx, id)) ?? DEFAULT_CMS_LABELS;
    const kept = before.filter((e) => !CMS_FIELDS.some((f) => f.value === e.value));
    const labels = [...sent, ...kept];
    await q.saveCms(tx, { companyId: id, labels });
    await audit(tx, {
      actorId: actor.id,
      action: 'cms.update',
      targetType: 'company',
      targetId: id,
      details: {
        from: before.map(({ value, label, checked }) => ({ value, label, checked })),
        to: sent.map(({ value, label, checked }) => ({ value, label, checked })),
      },
    });
    return labels;
  });
}

/** The reps of the caller's company, for a manager to offer a task to. */
export async function repOptions(ctx: AppContext, actor: Actor) {
  if (!canOfferTasks(actor)) throw forbidden(MSG.auth.forbidden);
  return q.companyReps(ctx.db, actor.companyId);
}

/** Whether the user is an active rep of the company (the only people a task is offered to). */
export async function isCompanyRep(ctx: AppContext, p: { companyId: string; userId: string }) {
  const reps = await q.companyReps(ctx.db, p.companyId);
  return reps.some((r) => r._id === p.userId);
}
