import {
  INVITE_TOKEN_TTL_MS,
  MSG,
  isAccountRole,
  type CompanyInvitation,
  type CompanyInviteInput,
} from '@casecover/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { hashLinkToken } from '../../lib/single-use-token';
import type { Actor } from '../../identity/actor';
import { audit } from '../../identity/audit';
import { emailTaken } from '../../identity/users';
import { queuePasswordLink } from '../login/service';
import { dropPendingAccountMail, queueAccountMail } from '../notifications/service';
import * as q from './invites-queries';

const M = MSG.companyInvite;

type HospitalUser = Actor & { accountId: string };

/**
 * Every approved hospital user may invite a company (spec part 2 §6). Vendor users, registrants
 * awaiting approval and the Super Admin (who belongs to no hospital; he switches into one first)
 * are refused.
 */
function requireHospital(actor: Actor): HospitalUser {
  if (!actor.accountId || !actor.approved || !isAccountRole(actor.role)) throw forbidden(M.hospitalOnly);
  return actor as HospitalUser;
}

async function hospitalName(db: DbOrTx, accountId: string) {
  return (await q.findAccount(db, accountId))?.name ?? 'A hospital';
}

export async function divisionList(ctx: AppContext, actor: Actor, companyId: string) {
  requireHospital(actor);
  const company = isUuid(companyId) ? await q.findCompany(ctx.db, companyId) : null;
  if (!company) throw notFound(MSG.notFound);
  return { finalDivision: await q.divisionsOf(ctx.db, company.id) };
}

export async function companiesToInvite(ctx: AppContext, actor: Actor, search: string) {
  const hospital = requireHospital(actor);
  return q.companiesToInvite(ctx.db, { accountId: hospital.accountId, search });
}

export async function invite(ctx: AppContext, actor: Actor, input: CompanyInviteInput): Promise<string> {
  const hospital = requireHospital(actor);
  const msg = await ctx.db.transaction((tx) =>
    input.companyId ? inviteExisting(tx, hospital, input) : inviteNew(tx, ctx.publicUrl, hospital, input),
  );
  ctx.notifier.kick();
  return msg;
}

/** Links a company already on the platform and tells its admins; nothing is left to accept. */
async function inviteExisting(tx: DbOrTx, hospital: HospitalUser, input: CompanyInviteInput) {
  const company = isUuid(input.companyId) ? await q.findCompany(tx, input.companyId) : null;
  if (!company) throw badRequest(M.companyRequired);
  const scope = { accountId: hospital.accountId, companyId: company.id };
  if (await q.isLinked(tx, scope)) throw badRequest(M.alreadyLinked, 'ALREADY_LINKED');
  let division: { id: string; name: string } | null = null;
  if (company.size === 'large') {
    division = isUuid(input.divisioninvite)
      ? await q.findDivision(tx, { companyId: company.id, divisionId: input.divisioninvite })
      : null;
    if (!division) throw badRequest(M.divisionRequired);
  }
  if (!(await q.link(tx, scope))) throw badRequest(M.alreadyLinked, 'ALREADY_LINKED');
  const from = await hospitalName(tx, hospital.accountId);
  const admins = await q.companyAdmins(tx, company.id);
  for (const admin of admins) {
    await queueAccountMail(tx, {
      userId: admin.id,
      to: admin.email,
      subject: `${from} now works with ${company.name} on CaseCover`,
      expiresAt: new Date(Date.now() + INVITE_TOKEN_TTL_MS),
      body: `Hello ${admin.name},\n\n${hospital.name} of ${from} has invited ${company.name}${
        division ? ` (${division.name} division)` : ''
      } to work with ${from} on CaseCover. The hospital can now book your company onto its cases, and its tasks will appear in your CaseCover account.\n`,
    });
  }
  const first = admins[0];
  const now = new Date();
  const id = await q.insertInvitation(tx, {
    ...scope,
    divisionId: division?.id ?? null,
    mode: 'existing',
    status: 'accepted',
    respondedAt: now,
    invitedById: hospital.id,
    userId: first?.id ?? null,
    email: first?.email ?? company.email ?? '',
    divisionName: division?.name ?? null,
  });
  await audit(tx, {
    actorId: hospital.id,
    action: 'company.invite',
    targetType: 'company_invitation',
    targetId: id,
    details: { mode: 'existing', companyId: company.id },
  });
  return M.existingSent;
}

/** Creates the company with the person as its admin, links it, and emails a sign-up link. */
async function inviteNew(tx: DbOrTx, publicUrl: string, hospital: HospitalUser, input: CompanyInviteInput) {
  if (await q.companyNameTaken(tx, input.companyName)) throw badRequest(M.nameTaken, 'COMPANY_NAME_TAKEN');
  if (await emailTaken(tx, input.email)) throw badRequest(M.emailTaken, 'EMAIL_TAKEN');
  const phone = input.phone || null;
  const companyId = await q.insertCompany(tx, {
    name: input.companyName,
    size: input.size,
    type: input.type,
    email: input.email,
    phone,
  });
  // Only a large company has divisions; for the others the typed name is kept on the invitation.
  const divisionId =
    input.size === 'large' && input.divisionName
      ? await q.insertDivision(tx, { companyId, name: input.divisionName })
      : null;
  const name = `${input.firstName} ${input.lastName}`;
  const userId = await q.insertCompanyAdmin(tx, { name, email: input.email, phone, companyId });
  await q.link(tx, { accountId: hospital.accountId, companyId });
  const id = await q.insertInvitation(tx, {
    accountId: hospital.accountId,
    companyId,
    divisionId,
    mode: 'new',
    invitedById: hospital.id,
    userId,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone,
    divisionName: input.divisionName || null,
  });
  await queuePasswordLink(tx, publicUrl, {
    userId,
    email: input.email,
    name,
    purpose: 'invite',
    invitedBy: `${hospital.name} of ${await hospitalName(tx, hospital.accountId)}`,
  });
  await audit(tx, {
    actorId: hospital.id,
    action: 'company.invite',
    targetType: 'company_invitation',
    targetId: id,
    details: { mode: 'new', companyId },
  });
  return M.newSent;
}

/** The hospital's invitations, newest first; a pending one whose link has run out reads "expired". */
export async function invitations(ctx: AppContext, actor: Actor): Promise<CompanyInvitation[]> {
  const hospital = requireHospital(actor);
  const rows = await q.invitationsOf(ctx.db, hospital.accountId);
  const pendingUsers = rows.filter((r) => r.status === 'pending' && r.userId).map((r) => r.userId ?? '');
  const expiry = await q.liveLinkExpiry(ctx.db, pendingUsers);
  return rows.map((r) => {
    const expiresAt = r.status === 'pending' && r.userId ? (expiry.get(r.userId) ?? null) : null;
    return {
      _id: r.id,
      mode: r.mode,
      status: r.status === 'pending' && !expiresAt ? 'expired' : r.status,
      companyId: r.companyId,
      companyName: r.companyName,
      divisionName: r.divisionName,
      name: r.firstName && r.lastName ? `${r.firstName} ${r.lastName}` : r.inviteeName,
      email: r.email,
      invitedBy: r.invitedBy,
      createdAt: r.createdAt.toISOString(),
      lastSentAt: r.lastSentAt.toISOString(),
      sendCount: r.sendCount,
      respondedAt: r.respondedAt?.toISOString() ?? null,
      expiresAt: expiresAt?.toISOString() ?? null,
    };
  });
}

/** A pending invitation of a new company, in the caller's hospital; 404 for anything else's id. */
async function loadPending(tx: DbOrTx, hospital: HospitalUser, id: string) {
  const row = isUuid(id) ? await q.findInvitation(tx, { accountId: hospital.accountId, id }) : null;
  if (!row) throw notFound(M.notFound);
  if (row.status !== 'pending' || row.mode !== 'new' || !row.userId || row.hasPassword) {
    throw badRequest(M.notPending, 'INVITATION_NOT_PENDING');
  }
  return { ...row, userId: row.userId };
}

/** A new link for the same person; the old link and any unsent email of it die. */
export async function resendInvitation(ctx: AppContext, actor: Actor, id: string) {
  const hospital = requireHospital(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await loadPending(tx, hospital, id);
    await q.voidInviteLinks(tx, row.userId);
    await dropPendingAccountMail(tx, row.userId);
    await queuePasswordLink(tx, ctx.publicUrl, {
      userId: row.userId,
      email: row.email,
      name: row.inviteeName ?? row.email,
      purpose: 'invite',
      invitedBy: `${hospital.name} of ${await hospitalName(tx, hospital.accountId)}`,
    });
    await q.updateInvitation(tx, row.id, { lastSentAt: new Date(), bumpSendCount: true });
    await audit(tx, {
      actorId: hospital.id,
      action: 'company.invite_resend',
      targetType: 'company_invitation',
      targetId: row.id,
    });
  });
  ctx.notifier.kick();
}

/**
 * The link dies, the hospital stops working with the company, and the person's unused account is
 * closed (unless another hospital works with the company by now). Accepted invitations are not
 * withdrawn: the company is at work by then.
 */
export async function withdrawInvitation(ctx: AppContext, actor: Actor, id: string) {
  const hospital = requireHospital(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await loadPending(tx, hospital, id);
    const scope = { accountId: hospital.accountId, companyId: row.companyId };
    await q.voidInviteLinks(tx, row.userId);
    await dropPendingAccountMail(tx, row.userId);
    await q.unlink(tx, scope);
    if ((await q.otherLinks(tx, scope)) === 0) await q.closeUnusedAccount(tx, row.userId);
    await q.updateInvitation(tx, row.id, { status: 'withdrawn', respondedAt: new Date() });
    await audit(tx, {
      actorId: hospital.id,
      action: 'company.invite_withdraw',
      targetType: 'company_invitation',
      targetId: row.id,
    });
  });
}

/** Called by employee signup once the link is used: the person's pending invitation is accepted. */
export async function acceptInvitation(ctx: AppContext, token: string) {
  const userId = await q.userOfLinkHash(ctx.db, hashLinkToken(token));
  if (userId) await q.acceptPendingOf(ctx.db, userId);
}

/** The hospitals of the caller's health system: his account's siblings, or its children. */
export async function listAccounts(ctx: AppContext, actor: Actor, search: string) {
  if (actor.role === 'super_admin') return q.accountsUnder(ctx.db, { parentId: null, search });
  if (!actor.accountId || !actor.approved) return [];
  const account = await q.findAccount(ctx.db, actor.accountId);
  if (!account) return [];
  return q.accountsUnder(ctx.db, { parentId: account.parentId ?? account.id, search });
}

export async function checkParent(ctx: AppContext, actor: Actor) {
  const account = actor.accountId && actor.approved ? await q.findAccount(ctx.db, actor.accountId) : null;
  const parent = account?.parentId ? await q.findAccount(ctx.db, account.parentId) : null;
  return { parentAccount: parent ? { _id: parent.id, accountName: parent.name } : null };
}
