import {
  MSG,
  PROFILE_IMAGE_EXTENSIONS,
  fileExtension,
  type AddUserInput,
  type EditUserInput,
  type userListInputSchema,
} from '@casecover/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { contentMatches, isSvg } from '../../lib/file-check';
import type { UploadedFile } from '../../lib/multipart';
import type { Actor } from '../../identity/actor';
import { completeSignup, isLiveInvitation, queuePasswordLink } from '../login/service';
import { acceptInvitation } from '../company/invites-service';
import { canFilterByStatus, canManageUsers, userListScope } from './policy';
import { audit } from '../../identity/audit';
import { emailTaken, findProfile, insertUser } from '../../identity/users';
import * as q from './queries';

type Admin = Actor & { accountId: string };

function requireAdmin(actor: Actor): Admin {
  if (!canManageUsers(actor)) throw forbidden(MSG.users.adminOnly);
  return actor;
}

/** The target user inside the admin's account; anything else is "not found". */
async function loadTarget(db: DbOrTx, admin: Pick<Admin, 'accountId'>, userId: string) {
  if (!z.uuid().safeParse(userId).success) throw notFound(MSG.users.notFound);
  const user = await q.findAccountUser(db, { accountId: admin.accountId, userId });
  if (!user) throw notFound(MSG.users.notFound);
  return user;
}

async function checkDepartment(
  db: DbOrTx,
  admin: Pick<Admin, 'accountId'>,
  role: string,
  departmentId: string | undefined,
) {
  if (role !== 'scheduler') return null;
  if (!departmentId || !z.uuid().safeParse(departmentId).success) throw badRequest(MSG.users.departmentUnknown);
  if (!(await q.departmentInAccount(db, { accountId: admin.accountId, departmentId }))) {
    throw badRequest(MSG.users.departmentUnknown);
  }
  return departmentId;
}

/** Refuses a change that would leave the account without an active Account Admin. */
async function keepAnAdmin(
  db: DbOrTx,
  admin: Admin,
  target: { id: string; role: string; suspended: boolean; deleted: boolean },
) {
  if (target.role !== 'account_admin' || target.suspended || target.deleted) return;
  if ((await q.otherActiveAdmins(db, { accountId: admin.accountId, exceptUserId: target.id })) === 0) {
    throw badRequest(MSG.users.lastAdmin);
  }
}

export async function listDepartments(ctx: AppContext, actor: Actor) {
  if (!actor.accountId || !actor.approved) return [];
  return q.departmentsOfAccount(ctx.db, actor.accountId);
}

export async function listUsers(ctx: AppContext, actor: Actor, input: z.output<typeof userListInputSchema>) {
  const status = canFilterByStatus(actor) ? input.status : '';
  const { total, rows } = await q.listUsers(ctx.db, {
    scope: userListScope(actor),
    status,
    search: input.searchText,
    role: input.role,
    departmentId: input.departmentId,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const endPage = Math.max(1, Math.ceil(total / input.pageSize));
  return { rows, pager: { currentPage: input.page, endPage, total } };
}

export async function addUser(ctx: AppContext, actor: Actor, input: AddUserInput) {
  const admin = requireAdmin(actor);
  const created = await ctx.db.transaction(async (tx) => {
    // The spec's call table lists 400 for every refusal of addUser, a taken email included.
    if (await emailTaken(tx, input.email)) throw badRequest(MSG.users.emailTaken, 'EMAIL_TAKEN');
    const departmentId = await checkDepartment(tx, admin, input.role, input.departmentId);
    const user = await insertUser(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      role: input.role,
      accountId: admin.accountId,
      // The spec's form sends the inviting admin's browser zone, which says nothing of the new
      // user's: his zone stays unset (his browser's is used) until he picks one in Settings.
      timezone: null,
    });
    await q.setDepartment(tx, { userId: user.id, departmentId });
    await audit(tx, {
      targetType: 'user',
      actorId: admin.id,
      action: 'user.add',
      targetId: user.id,
      details: { role: input.role },
    });
    await queuePasswordLink(tx, ctx.publicUrl, {
      userId: user.id,
      email: input.email,
      name: input.name,
      purpose: 'invite',
      invitedBy: admin.name,
    });
    return user;
  });
  ctx.notifier.kick();
  return created;
}

export async function editUser(ctx: AppContext, actor: Actor, input: EditUserInput) {
  const admin = requireAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, admin, input.userId);
    if (target.deleted) throw badRequest(MSG.users.isDeleted);
    if (target.email.toLowerCase() !== input.email.toLowerCase()) throw badRequest(MSG.users.emailNotEditable);
    const roleChanged = target.role !== input.role;
    if (roleChanged && target.id === admin.id) throw badRequest(MSG.users.selfDemote);
    if (roleChanged) await keepAnAdmin(tx, admin, target);
    const departmentId = await checkDepartment(tx, admin, input.role, input.departmentId);
    await q.updateUser(
      tx,
      target.id,
      { name: input.name, phone: input.phone, role: input.role },
      { endSessions: roleChanged },
    );
    await q.setDepartment(tx, { userId: target.id, departmentId });
    await audit(tx, {
      targetType: 'user',
      actorId: admin.id,
      action: roleChanged ? 'user.role_change' : 'user.edit',
      targetId: target.id,
      details: { from: target.role, to: input.role, departmentId },
    });
  });
}

export async function suspendUser(ctx: AppContext, actor: Actor, p: { userId: string; notes: string }) {
  const admin = requireAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, admin, p.userId);
    if (target.id === admin.id) throw badRequest(MSG.users.selfSuspend);
    if (target.deleted) throw badRequest(MSG.users.isDeleted);
    if (target.suspended) throw badRequest(MSG.users.alreadySuspended);
    await keepAnAdmin(tx, admin, target);
    await q.updateUser(tx, target.id, { suspended: true, suspendedNote: p.notes }, { endSessions: true });
    await audit(tx, {
      targetType: 'user',
      actorId: admin.id,
      action: 'user.suspend',
      targetId: target.id,
      note: p.notes,
    });
  });
}

export async function unsuspendUser(ctx: AppContext, actor: Actor, userId: string) {
  const admin = requireAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, admin, userId);
    if (target.deleted) throw badRequest(MSG.users.isDeleted);
    if (!target.suspended) throw badRequest(MSG.users.notSuspended);
    await q.updateUser(tx, target.id, { suspended: false, suspendedNote: null });
    await audit(tx, {
      targetType: 'user',
      actorId: admin.id,
      action: 'user.unsuspend',
      targetId: target.id,
    });
  });
}

export async function deleteUser(ctx: AppContext, actor: Actor, userId: string) {
  const admin = requireAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, admin, userId);
    if (target.id === admin.id) throw badRequest(MSG.users.selfDelete);
    if (target.deleted) throw notFound(MSG.users.notFound);
    await keepAnAdmin(tx, admin, target);
    await q.updateUser(tx, target.id, { deleted: true }, { endSessions: true });
    await audit(tx, {
      targetType: 'user',
      actorId: admin.id,
      action: 'user.delete',
      targetId: target.id,
    });
  });
}

export async function restoreUser(ctx: AppContext, actor: Actor, userId: string) {
  const admin = requireAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, admin, userId);
    if (!target.deleted) throw badRequest(MSG.users.notDeleted);
    await q.updateUser(tx, target.id, { deleted: false });
    await audit(tx, {
      targetType: 'user',
      actorId: admin.id,
      action: 'user.restore',
      targetId: target.id,
    });
  });
}

/** A registrant who asked to join the hospital gets a role (and a department for a Scheduler). */
export async function approveUser(ctx: AppContext, actor: Actor, p: ApproveInput) {
  await approveInAccount(ctx, requireAdmin(actor), p);
}

type ApproveInput = {
  userId: string;
  role: 'account_admin' | 'master_scheduler' | 'scheduler';
  departmentId?: string | undefined;
};
/** Who approves or rejects a registrant: the hospital's Account Admin, or the Super Admin for that hospital. */
type Approver = Pick<Admin, 'id' | 'accountId'>;

/** Approves a registrant of `admin.accountId`; anyone else is "not found". */
export async function approveInAccount(ctx: AppContext, admin: Approver, p: ApproveInput) {
  await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, admin, p.userId);
    if (target.approved || target.deleted) throw badRequest(MSG.users.notPending);
    const departmentId = await checkDepartment(tx, admin, p.role, p.departmentId);
    await q.updateUser(tx, target.id, { approved: true, role: p.role }, { endSessions: true });
    await q.setDepartment(tx, { userId: target.id, departmentId });
    await audit(tx, {
      targetType: 'user',
      actorId: admin.id,
      action: 'user.approve',
      targetId: target.id,
      details: { role: p.role },
    });
  });
}

/** Turns a registrant of `admin.accountId` away: he is marked deleted (kept for the record), his sessions end. */
export async function rejectInAccount(ctx: AppContext, admin: Approver, userId: string) {
  await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, admin, userId);
    if (target.approved || target.deleted) throw badRequest(MSG.users.notPending);
    await q.updateUser(tx, target.id, { deleted: true }, { endSessions: true });
    await audit(tx, { targetType: 'user', actorId: admin.id, action: 'user.reject', targetId: target.id });
  });
}

/** Sends a fresh invitation to a user who has not set a password yet. */
export async function resendInvite(ctx: AppContext, actor: Actor, userId: string) {
  const admin = requireAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const target = await loadTarget(tx, admin, userId);
    if (target.deleted) throw badRequest(MSG.users.isDeleted);
    await queuePasswordLink(tx, ctx.publicUrl, {
      userId: target.id,
      email: target.email,
      name: target.name,
      purpose: target.passwordSet ? 'reset' : 'invite',
      invitedBy: admin.name,
    });
    await audit(tx, {
      targetType: 'user',
      actorId: admin.id,
      action: 'user.invite',
      targetId: target.id,
    });
  });
  ctx.notifier.kick();
}

export async function signup(ctx: AppContext, p: { token: string; password: string; photo: UploadedFile | undefined }) {
  // The link is checked before anything is written: a refused request leaves no file behind.
  if (!(await isLiveInvitation(ctx, p.token))) throw notFound(MSG.reset.invalidLink);
  let photo: { kind: string; bytes: Buffer } | null = null;
  if (p.photo) {
    const ext = fileExtension(p.photo.filename);
    if (!(PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw badRequest(MSG.signup.imageType);
    const kind = isSvg(p.photo.bytes) ? 'svg' : await contentMatches(p.photo.bytes, ['jpg', 'png']);
    if (!kind || (kind === 'svg') !== (ext === 'svg')) throw badRequest(MSG.signup.imageType);
    photo = { kind, bytes: p.photo.bytes };
  }
  const profilePath = photo ? await ctx.storage.put('profiles', photo.kind, photo.bytes) : null;
  try {
    await completeSignup(ctx, { token: p.token, password: p.password, profilePath });
  } catch (err) {
    // The link was used up in between (a second tab): drop the photo stored for this attempt.
    if (profilePath) await ctx.storage.remove(profilePath);
    throw err;
  }
  // The link was a company invitation's: the hospital sees it accepted.
  await acceptInvitation(ctx, p.token);
}

export function profile(ctx: AppContext, actor: Actor) {
  return findProfile(ctx.db, actor.id);
}
