import { MSG, PROFILE_PHOTO_EXTENSIONS, fileExtension, type ChangePasswordInput } from '@casecover/shared';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { contentMatches } from '../../lib/file-check';
import type { UploadedFile } from '../../lib/multipart';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Actor } from '../../identity/actor';
import { audit } from '../../identity/audit';
import { issueSession } from '../login/service';
import * as q from './profile-queries';

/**
 * The caller's own phone or photo. A photo is checked by its bytes (the name's extension must
 * agree with them), stored, and the previous one removed once the row points at the new one.
 */
export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  p: { phone: string | undefined; photo: UploadedFile | undefined },
): Promise<{ profilePath: string | null }> {
  const own = await q.findOwnAccountRow(ctx.db, actor.id);
  if (!own) throw notFound(MSG.notFound);
  if (!p.photo) {
    if (p.phone === undefined) throw badRequest(MSG.profile.phoneRequired);
    await q.updateOwnProfile(ctx.db, actor.id, { phone: p.phone });
    return { profilePath: own.profilePath };
  }
  const ext = fileExtension(p.photo.filename);
  if (!(PROFILE_PHOTO_EXTENSIONS as readonly string[]).includes(ext)) throw badRequest(MSG.profile.photoType);
  const kind = await contentMatches(p.photo.bytes, ['jpg', 'png', 'gif']);
  if (!kind || kind !== (ext === 'jpeg' ? 'jpg' : ext)) throw badRequest(MSG.profile.photoType);
  const profilePath = await ctx.storage.put('profiles', kind, p.photo.bytes);
  try {
    await q.updateOwnProfile(ctx.db, actor.id, { profilePath, ...(p.phone === undefined ? {} : { phone: p.phone }) });
  } catch (err) {
    await ctx.storage.remove(profilePath);
    throw err;
  }
  if (own.profilePath) await ctx.storage.remove(own.profilePath).catch(() => undefined);
  return { profilePath };
}

/**
 * A new password for the caller. Every other session of his ends (the session version moves on);
 * this one goes on under the token answered here, which keeps the session's remaining lifetime kind.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  session: { id: string; expiresAt: Date } | null,
  input: ChangePasswordInput,
): Promise<{ token: string }> {
  // Someone acting as this user for support does not get to change his password (400: a 403 would end his
  // own session in the web app).
  if (actor.impersonatorId) throw badRequest(MSG.password.notWhileImpersonating);
  const own = await q.findOwnAccountRow(ctx.db, actor.id);
  if (!own) throw notFound(MSG.notFound);
  if (!(await verifyPassword(input.oldPassword, own.passwordHash))) {
    throw badRequest(MSG.password.currentWrong, 'CURRENT_PASSWORD_WRONG');
  }
  if (input.newPassword === input.oldPassword) throw badRequest(MSG.password.sameAsCurrent);
  const hash = await hashPassword(input.newPassword);
  const sessionVersion = await ctx.db.transaction(async (tx) => {
    const version = await q.setPasswordEndingSessions(tx, actor.id, hash);
    await audit(tx, { actorId: actor.id, action: 'user.password_change', targetType: 'user', targetId: actor.id });
    return version;
  });
  if (sessionVersion === null) throw notFound(MSG.notFound);
  // A session that outlives the short sign-in was a "Remember me" one: the new token is too.
  const shortTtlMs = ctx.config.SESSION_TTL_HOURS * 3_600_000;
  const remember = session ? session.expiresAt.getTime() - Date.now() > shortTtlMs : false;
  const token = await issueSession(ctx, { userId: actor.id, sessionVersion, remember });
  return { token };
}

export async function getTimezone(ctx: AppContext, actor: Actor): Promise<{ timezone: string | null }> {
  const own = await q.findOwnAccountRow(ctx.db, actor.id);
  if (!own) throw notFound(MSG.notFound);
  return { timezone: own.timezone };
}

export async function setTimezone(ctx: AppContext, actor: Actor, timezone: string) {
  await q.updateOwnProfile(ctx.db, actor.id, { timezone });
}
