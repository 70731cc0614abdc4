import { MSG, canAddCompany, defaultTrial, type AddCompanyInput, type CheckCompanyIdResult } from '@casecover/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { audit } from '../../identity/audit';
import { badRequest, forbidden } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';
import { isUniqueViolation } from '../../db/errors';
import { codeCandidates, firstFree } from './company-add-codes';
import { logoKind } from './company-add-logo';
import * as q from './company-add-queries';

/**
 * Only a hospital's Account Admin (his company joins his hospital) and the Super Admin (the
 * company joins no hospital) add companies. Checked before the upload is read.
 */
export function assertMayAddCompany(actor: Actor): void {
  const isHospitalAdmin = actor.role === 'account_admin' && actor.approved && actor.accountId !== null;
  if (!canAddCompany(actor.role) || (actor.role !== 'super_admin' && !isHospitalAdmin)) {
    throw forbidden(MSG.companyAdd.adminOnly);
  }
}

/** A free code derived from the name (see codeCandidates). */
async function suggestCode(ctx: AppContext, companyName: string): Promise<string> {
  const candidates = codeCandidates(companyName);
  const taken = await q.codesStartingWith(ctx.db, candidates[0]?.[0] ?? 'C');
  const free = firstFree(candidates, taken);
  if (!free) throw badRequest(MSG.companyAdd.codeTaken, 'COMPANY_CODE_TAKEN');
  return free;
}

export async function checkCompanyCode(
  ctx: AppContext,
  actor: Actor,
  input: { companyName: string; companyId: string },
): Promise<{ msg?: string; data: CheckCompanyIdResult }> {
  assertMayAddCompany(actor);
  if (!input.companyId) return { data: { companyId: await suggestCode(ctx, input.companyName), isAvailable: null } };
  if (!(await q.isCodeTaken(ctx.db, input.companyId))) {
    return { msg: MSG.companyAdd.codeFree, data: { companyId: input.companyId, isAvailable: true } };
  }
  return {
    msg: MSG.companyAdd.codeTaken,
    data: { companyId: await suggestCode(ctx, input.companyName), isAvailable: false },
  };
}

/** The trial's days: the ones sent, or today and 14 days after the start. */
function trialOf(input: AddCompanyInput): { trialStart: Date; trialEnd: Date } {
  const start = input.trialStart || new Date().toISOString().slice(0, 10);
  const end = input.trialEnd || defaultTrial(start).trialEnd;
  if (end <= start) throw badRequest(MSG.companyAdd.trialOrder);
  return { trialStart: new Date(`${start}T00:00:00Z`), trialEnd: new Date(`${end}T00:00:00Z`) };
}

/**
 * Adds a company: the logo is checked by its bytes and stored, the code is the one sent (unique
 * whatever its case) or a free one derived from the name, and an Account Admin's hospital is
 * linked to it in the same transaction. A refused add leaves no file behind.
 */
export async function addCompany(
  ctx: AppContext,
  actor: Actor,
  p: { input: AddCompanyInput; logo: UploadedFile | undefined },
): Promise<{ _id: string; companyId: string }> {
  assertMayAddCompany(actor);
  const { input } = p;
  const trial = trialOf(input);
  const kind = p.logo ? await logoKind(p.logo) : null;
  if (p.logo && !kind) throw badRequest(MSG.companyAdd.logoType, 'LOGO_TYPE');
  if (input.companyId && (await q.isCodeTaken(ctx.db, input.companyId))) {
    throw badRequest(MSG.companyAdd.codeTaken, 'COMPANY_CODE_TAKEN');
  }
  const code = input.companyId || (await suggestCode(ctx, input.companyName));
  const logoPath = p.logo && kind ? await ctx.storage.put('logos', kind, p.logo.bytes) : null;
  const accountId = actor.role === 'account_admin' ? actor.accountId : null;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const companyId = await q.insertCompany(tx, {
        name: input.companyName,
        code,
        address: input.address || null,
        website: input.website || null,
        email: input.email,
        phone: input.phone || null,
        size: input.size,
        type: input.type,
        description: input.description || null,
        logoPath,
        billingType: input.billingType,
        pricePerUser: input.pricePerUser,
        ...trial,
      });
      if (accountId) await q.linkCompany(tx, { accountId, companyId });
      await audit(tx, {
        actorId: actor.id,
        action: 'company.add',
        targetType: 'company',
        targetId: companyId,
        details: { name: input.companyName, code, linkedAccountId: accountId },
      });
      return companyId;
    });
    return { _id: id, companyId: code };
  } catch (error) {
    if (logoPath) await ctx.storage.remove(logoPath);
    if (isUniqueViolation(error)) throw badRequest(MSG.companyAdd.codeTaken, 'COMPANY_CODE_TAKEN');
    throw error;
  }
}
