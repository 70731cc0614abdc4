import { MSG, SWITCH_SESSION_TTL_SECONDS } from '@casecover/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { recordSwitch } from '../../identity/audit';
import { revokeSession } from '../../identity/sessions';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { sessionUser } from '../login/service';
import { requireSuperAdmin } from './service';
import * as q from './queries';

type Target = { kind: 'account' | 'company'; id: string; userId?: string | undefined };

/**
 * The Super Admin starts a session as the organisation's admin (or a chosen user of it). The token
 * names him as the impersonator, lasts an hour at most, and carries only that user's rights: it
 * cannot reach past that user's organisation, switch again or change a password.
 */
export async function switchInto(ctx: AppContext, actor: Actor, target: Target) {
  if (actor.impersonatorId) throw forbidden(MSG.accounts.noSwitchAgain);
  const admin = requireSuperAdmin(actor);
  const isAccount = target.kind === 'account';
  const missing = isAccount ? MSG.accounts.notFound : MSG.accounts.companyNotFound;
  if (!z.uuid().safeParse(target.id).success) throw notFound(missing);
  const org = isAccount ? await q.findAccountRow(ctx.db, target.id) : await q.findCompany(ctx.db, target.id);
  if (!org) throw notFound(missing);
  if (org.suspendedAt) throw badRequest(MSG.accounts.cannotSwitchSuspended);
  const user = await q.switchTarget(ctx.db, {
    owner: isAccount ? { accountId: target.id } : { companyId: target.id },
    userId: target.userId,
    adminRole: isAccount ? 'account_admin' : 'company_admin',
  });
  if (!user) throw badRequest(target.userId ? MSG.accounts.userNotFound : MSG.accounts.noAdminToSwitch);
  const token = await ctx.tokens.sign(
    { sub: user.id, sv: user.sessionVersion, imp: admin.id },
    SWITCH_SESSION_TTL_SECONDS,
  );
  await recordSwitch(ctx.db, {
    superAdminId: admin.id,
    targetUserId: user.id,
    kind: 'start',
    details: { [isAccount ? 'accountId' : 'companyId']: target.id },
  });
  const data = await sessionUser(ctx.db, user.id, true);
  return { token, data: { ...data, impersonatorName: admin.name } };
}

/** Ends a switched session on the server; the browser goes back to the Super Admin's own token. */
export async function endSwitch(ctx: AppContext, actor: Actor, session: { id: string; expiresAt: Date } | null) {
  if (!actor.impersonatorId) throw badRequest(MSG.accounts.notSwitched);
  if (session) await revokeSession(ctx.db, { sessionId: session.id, expiresAt: session.expiresAt });
  await recordSwitch(ctx.db, { superAdminId: actor.impersonatorId, targetUserId: actor.id, kind: 'end' });
}
