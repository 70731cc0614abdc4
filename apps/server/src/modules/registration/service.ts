import { DOCUMENT_EXTENSIONS, INVITE_TOKEN_TTL_MS, MSG, documentError, type RegisterInput } from '@casecover/shared';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/app-error';
import { contentMatches } from '../../lib/file-check';
import type { UploadedFile } from '../../lib/multipart';
import { issueSession, queuePasswordLink, sessionUser } from '../login/service';
import { audit } from '../../identity/audit';
import { emailTaken, insertUser } from '../../identity/users';
import * as locations from '../location/service';
import * as q from './queries';

/**
 * A new hospital makes the registrant its Account Admin. Joining an existing hospital creates
 * a user awaiting that hospital's approval. Either way the registrant is signed in and gets
 * an email to choose a password.
 */
export async function register(ctx: AppContext, input: RegisterInput, document: UploadedFile | undefined) {
  if (document) {
    const nameError = documentError({ name: document.filename, size: document.bytes.length });
    if (nameError) throw badRequest(nameError);
  }
  const docExt = document ? await contentMatches(document.bytes, DOCUMENT_EXTENSIONS) : null;
  if (document && !docExt) throw badRequest(MSG.register.documentType);
  if (!(await ctx.captcha.verify(input.token))) throw badRequest(MSG.captcha.invalid, 'CAPTCHA_INVALID');
  if (await emailTaken(ctx.db, input.email)) throw conflict(MSG.register.emailTaken, 'EMAIL_TAKEN');

  const documentPath = document && docExt ? await ctx.storage.put('documents', docExt, document.bytes) : null;

  const created = await ctx.db.transaction(async (tx) => {
    let accountId: string;
    let joining: boolean;
    if (input.accountId) {
      const account = await q.findAccountById(tx, input.accountId);
      if (!account) throw badRequest(MSG.register.hospitalUnknown);
      // People work at a hospital; the health system grouping hospitals is not one to join.
      if (await q.isHealthSystem(tx, account.id)) throw badRequest(MSG.register.hospitalRequired);
      accountId = account.id;
      joining = true;
    } else {
      const name = input.accountName ?? '';
      if (await q.findAccountByName(tx, name)) throw conflict(MSG.register.hospitalTaken, 'HOSPITAL_TAKEN');
      accountId = (await q.insertAccount(tx, { name, phone: input.phone, address: input.address })).id;
      joining = false;
    }
    const user = await insertUser(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      role: joining ? 'scheduler' : 'account_admin',
      accountId,
      approved: !joining,
      documentPath,
    });
    await audit(tx, {
      actorId: user.id,
      action: joining ? 'user.register_join' : 'account.register',
      targetType: joining ? 'user' : 'account',
      targetId: joining ? user.id : accountId,
    });
    // The password link is queued with the account: both commit, or neither does.
    await queuePasswordLink(tx, ctx.publicUrl, {
      userId: user.id,
      email: input.email,
      name: input.name,
      purpose: 'welcome',
      ttlMs: INVITE_TOKEN_TTL_MS,
    });
    return user;
  });
  ctx.notifier.kick();
  const token = await issueSession(ctx, {
    userId: created.id,
    sessionVersion: created.sessionVersion,
    remember: false,
  });
  return { token, data: await sessionUser(ctx.db, created.id) };
}

/** The registration form's address suggestions: the same geocoder as the Locations screen. */
export async function addressSuggestions(ctx: AppContext, p: { q: string }) {
  return locations.addressSuggestions(ctx, p);
}
