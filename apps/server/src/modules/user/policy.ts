import { isDepartmentBound } from '@casecover/shared';
import type { Actor } from '../../identity/actor';

/** Whose users a person may see on the Users screen. */
export type UserScope =
  | { kind: 'all' }
  | { kind: 'account'; accountId: string; departmentIds: string[] | null }
  | { kind: 'company'; companyId: string }
  | { kind: 'none' };

export function userListScope(actor: Actor): UserScope {
  if (actor.role === 'super_admin') return { kind: 'all' };
  if (!actor.approved) return { kind: 'none' };
  if (actor.accountId) {
    // A scheduler works inside his department(s); he sees the colleagues there.
    const departmentIds = isDepartmentBound(actor.role) ? actor.departmentIds : null;
    return { kind: 'account', accountId: actor.accountId, departmentIds };
  }
  if (actor.companyId) return { kind: 'company', companyId: actor.companyId };
  return { kind: 'none' };
}

/** Only an approved Account Admin changes users, and only within his own account. */
export function canManageUsers(actor: Actor): actor is Actor & { accountId: string } {
  return actor.role === 'account_admin' && actor.approved && actor.accountId !== null;
}

/** The status filter (suspended, deleted, pending) is the Account Admin's. */
export function canFilterByStatus(actor: Actor): boolean {
  return canManageUsers(actor) || actor.role === 'super_admin';
}
