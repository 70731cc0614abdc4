import {
  MSG,
  type ApproveUserInput,
  type accountsListQuerySchema,
  type registrationsQuerySchema,
  ACCOUNT_PAGE_SIZE,
} from '@casecover/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { audit } from '../../identity/audit';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { approveInAccount, rejectInAccount } from '../user/service';
import * as q from './queries';

/** The platform's operator in his own session (a switched session is never one). */
export function requireSuperAdmin(actor: Actor): Actor {
  if (actor.role !== 'super_admin' || actor.impersonatorId) throw forbidden(MSG.accounts.superAdminOnly);
  return actor;
}

const isId = (id: string) => z.uuid().safeParse(id).success;

const pager = (page: number, total: number) => ({
  currentPage: page,
  endPage: Math.max(1, Math.ceil(total / ACCOUNT_PAGE_SIZE)),
});

export async function listAccounts(ctx: AppContext, actor: Actor, query: z.output<typeof accountsListQuerySchema>) {
  requireSuperAdmin(actor);
  const { total, accounts } = await q.listAccounts(ctx.db, query);
  return { accounts, total, pager: pager(query.page, total) };
}

export async function accountDetail(ctx: AppContext, actor: Actor, id: string) {
  requireSuperAdmin(actor);
  const account = isId(id) ? await q.findAccount(ctx.db, id) : null;
  if (!account) throw notFound(MSG.accounts.notFound);
  const parts = await q.accountParts(ctx.db, id);
  return { ...account, ...parts, users: await q.organisationUsers(ctx.db, { accountId: id }) };
}

export async function companyStanding(ctx: AppContext, actor: Actor, id: string) {
  requireSuperAdmin(actor);
  const company = isId(id) ? await q.findCompany(ctx.db, id) : null;
  if (!company) throw notFound(MSG.accounts.companyNotFound);
  return {
    _id: company._id,
    name: company.name,
    status: company.suspendedAt ? ('suspended' as const) : ('active' as const),
    users: await q.organisationUsers(ctx.db, { companyId: id }),
  };
}

type Kind = 'account' | 'company';

const texts = {
  account: {
    notFound: MSG.accounts.notFound,
    already: MSG.accounts.alreadySuspended,
    notSuspended: MSG.accounts.notSuspended,
  },
  company: {
    notFound: MSG.accounts.companyNotFound,
    already: MSG.accounts.companyAlreadySuspended,
    notSuspended: MSG.accounts.companyNotSuspended,
  },
} as const;

/**
 * Suspends or restores an account or a vendor company. Nothing is deleted: its users' sessions end
 * (the session version moves on), and sign-in and every call are refused while it stays suspended.
 */
export async function setSuspended(
  ctx: AppContext,
  actor: Actor,
  p: { kind: Kind; id: string; suspended: boolean; note?: string },
) {
  const admin = requireSuperAdmin(actor);
  const text = texts[p.kind];
  if (!isId(p.id)) throw notFound(text.notFound);
  await ctx.db.transaction(async (tx) => {
    const row = p.kind === 'account' ? await q.findAccountRow(tx, p.id) : await q.findCompany(tx, p.id);
    if (!row) throw notFound(text.notFound);
    if (p.suspended && row.suspendedAt) throw badRequest(text.already);
    if (!p.suspended && !row.suspendedAt) throw badRequest(text.notSuspended);
    const change = p.suspended ? { suspendedAt: new Date(), note: p.note || null } : { suspendedAt: null, note: null };
    if (p.kind === 'account') await q.setAccountSuspension(tx, p.id, change);
    else await q.setCompanySuspension(tx, p.id, change);
    if (p.suspended)
      await q.endOrganisationSessions(tx, p.kind === 'account' ? { accountId: p.id } : { companyId: p.id });
    await audit(tx, {
      actorId: admin.id,
      action: `${p.kind}.${p.suspended ? 'suspend' : 'restore'}`,
      targetType: p.kind,
      targetId: p.id,
      note: p.suspended ? p.note || null : null,
    });
  });
}

export async function listRegistrants(ctx: AppContext, actor: Actor, query: z.output<typeof registrationsQuerySchema>) {
  requireSuperAdmin(actor);
  const { total, registrants } = await q.pendingRegistrants(ctx.db, query);
  return { registrants, total, pager: pager(query.page, total) };
}

/** The hospital of a registrant still waiting, for the Super Admin to act in; else "not pending". */
async function registrantHospital(ctx: AppContext, userId: string) {
  const accountId = isId(userId) ? await q.registrantAccount(ctx.db, userId) : null;
  if (!accountId) throw badRequest(MSG.accounts.notPendingRegistrant);
  return accountId;
}

/** The Super Admin approves a registrant of any hospital, by the hospital admin's own rules. */
export async function approveRegistrant(ctx: AppContext, actor: Actor, input: ApproveUserInput) {
  const admin = requireSuperAdmin(actor);
  const accountId = await registrantHospital(ctx, input.userId);
  await approveInAccount(ctx, { id: admin.id, accountId }, input);
}

export async function rejectRegistrant(ctx: AppContext, actor: Actor, userId: string) {
  const admin = requireSuperAdmin(actor);
  const accountId = await registrantHospital(ctx, userId);
  await rejectInAccount(ctx, { id: admin.id, accountId }, userId);
}
