import {
  INVITE_TOKEN_TTL_MS,
  MSG,
  RESET_TOKEN_TTL_MS,
  type LoginInput,
  type SessionUser,
  type UpdatePasswordInput,
  isDepartmentBound,
} from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashLinkToken, newLinkToken } from '../../lib/single-use-token';
import { revokeSession } from '../../identity/sessions';
import { sessionUserRow } from '../../identity/hot-queries';
import { findUserByEmail } from '../../identity/users';
import { dropPendingAccountMail, queueAccountMail } from '../notifications/service';
import * as q from './queries';

// Spent on unknown emails too, so response time does not tell which emails exist.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

export async function sessionUser(db: Db, userId: string, impersonating = false): Promise<SessionUser> {
  const u = await sessionUserRow(db, userId);
  if (!u) throw unauthorized(MSG.auth.unauthenticated);
  return {
    userId: u.id,
    username: u.name,
    email: u.email,
    role: u.role,
    companyId: u.companyId,
    accountId: u.accountId,
    accountName: u.accountName,
    companyName: u.companyName,
    companySize: u.companySize,
    hospitalLogo: u.accountLogo ?? u.companyLogo ?? null,
    profilePath: u.profilePath,
    timezone: u.timezone,
    task_location: u.taskLocation ?? false,
    cmsDetail: [],
    departmentId: isDepartmentBound(u.role) ? (u.department?.id ?? null) : null,
    departmentName: isDepartmentBound(u.role) ? (u.department?.name ?? null) : null,
    approved: u.approved,
    impersonating,
  };
}

export async function issueSession(ctx: AppContext, p: { userId: string; sessionVersion: number; remember: boolean }) {
  const ttl = p.remember ? ctx.config.REMEMBER_TTL_DAYS * 86400 : ctx.config.SESSION_TTL_HOURS * 3600;
  return ctx.tokens.sign({ sub: p.userId, sv: p.sessionVersion }, ttl);
}

export async function login(ctx: AppContext, input: LoginInput) {
  if (!(await ctx.captcha.verify(input.token))) throw badRequest(MSG.captcha.invalid, 'CAPTCHA_INVALID');
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  // An invited user who has not set a password yet gets the same answer as a wrong password:
  // anything else would tell a stranger which addresses are invited (his email says what to do).
  if (!user || !ok) throw unauthorized(MSG.login.incorrect);
  if (user.deleted) throw unauthorized(MSG.login.deleted);
  if (user.suspended) throw unauthorized(MSG.login.suspended);
  if (user.organisationSuspended) throw unauthorized(MSG.accounts.organisationSuspended);
  const token = await issueSession(ctx, {
    userId: user.id,
    sessionVersion: user.sessionVersion,
    remember: input.remember ?? false,
  });
  return { token, data: await sessionUser(ctx.db, user.id) };
}

/**
 * Queues a single-use reset link for a live account. The mail leaves through the outbox, never
 * inline, so the answer and its timing are the same for known, unknown, suspended and deleted
 * emails, and a mail server that is down changes neither.
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deleted || user.suspended) return;
  await ctx.db.transaction((tx) =>
    queuePasswordLink(tx, ctx.publicUrl, { userId: user.id, email: user.email, name: user.name, purpose: 'reset' }),
  );
  ctx.notifier.kick();
}

/**
 * Writes a single-use link token and the email carrying it, in the caller's transaction; the
 * outbox delivers it once that commits (kick the notifier after). `reset` and `welcome` lead to
 * the reset-password page (1 hour, or the given ttl); `invite` leads to the employee signup
 * page (7 days).
 */
export async function queuePasswordLink(
  tx: DbOrTx,
  publicUrl: string,
  p: {
    userId: string;
    email: string;
    name: string;
    purpose: 'reset' | 'welcome' | 'invite';
    ttlMs?: number;
    invitedBy?: string;
  },
) {
  const { token, hash } = newLinkToken();
  const kind = p.purpose === 'invite' ? 'invite' : 'reset';
  const ttlMs = p.ttlMs ?? (kind === 'invite' ? INVITE_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS);
  const expiresAt = new Date(Date.now() + ttlMs);
  await q.insertLinkToken(tx, { userId: p.userId, kind, hash, expiresAt });
  const link = `${publicUrl}/${kind === 'invite' ? 'signup' : 'resetpassword'}/${token}`;
  const hours = Math.round(ttlMs / 3_600_000);
  const validity = hours >= 24 ? `${Math.round(hours / 24)} days` : `${hours} hour${hours === 1 ? '' : 's'}`;
  const subject = {
    reset: 'Reset your CaseCover password',
    welcome: 'Set your CaseCover password',
    invite: 'You are invited to CaseCover',
  }[p.purpose];
  const intro = {
    reset: 'We received a request to reset your CaseCover password. Choose a new one here:',
    welcome: 'Welcome to CaseCover. Choose a password to finish setting up your account:',
    invite: `${p.invitedBy ?? 'Your administrator'} has added you to CaseCover. Set your password to get started:`,
  }[p.purpose];
  await queueAccountMail(tx, {
    userId: p.userId,
    to: p.email,
    subject,
    expiresAt,
    body: `Hello ${p.name},\n\n${intro}\n\n${link}\n\nThis link works once and expires in ${validity}. If you did not expect it, you can ignore this email.\n`,
  });
}

/** Ends this session only: its token stops working at once; the user's other sessions go on. */
export async function logout(ctx: AppContext, session: { id: string; expiresAt: Date } | null) {
  if (session) await revokeSession(ctx.db, { sessionId: session.id, expiresAt: session.expiresAt });
}

/** The name behind a live reset or invitation link (the reset and signup pages greet by it). */
export async function nameForLinkToken(ctx: AppContext, token: string) {
  const hash = hashLinkToken(token);
  const row =
    (await q.findLiveLinkToken(ctx.db, { hash, kind: 'reset' })) ??
    (await q.findLiveLinkToken(ctx.db, { hash, kind: 'invite' }));
  if (!row) throw notFound(MSG.reset.invalidLink);
  return { name: row.name };
}

/** Whether an invitation link is live (checked before an upload that comes with it is stored). */
export async function isLiveInvitation(ctx: AppContext, token: string): Promise<boolean> {
  return (await q.findLiveLinkToken(ctx.db, { hash: hashLinkToken(token), kind: 'invite' })) !== null;
}

/** Employee signup: the invitation link sets the first password and, optionally, a photo. */
export async function completeSignup(
  ctx: AppContext,
  p: { token: string; password: string; profilePath: string | null },
) {
  const passwordHash = await hashPassword(p.password);
  await ctx.db.transaction(async (tx) => {
    const row = await q.findLiveLinkToken(tx, { hash: hashLinkToken(p.token), kind: 'invite' });
    if (!row || !(await q.consumeLinkToken(tx, row.id))) throw notFound(MSG.reset.invalidLink);
    await q.setPassword(tx, { userId: row.userId, passwordHash, profilePath: p.profilePath });
    await dropPendingAccountMail(tx, row.userId);
  });
}

export async function updatePassword(ctx: AppContext, input: UpdatePasswordInput) {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const row = await q.findLiveLinkToken(tx, { hash: hashLinkToken(input.userId), kind: 'reset' });
    if (!row || !(await q.consumeLinkToken(tx, row.id))) throw notFound(MSG.reset.invalidLink);
    await q.setPassword(tx, { userId: row.userId, passwordHash });
    await dropPendingAccountMail(tx, row.userId);
  });
}
