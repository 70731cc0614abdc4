import { isAccountRole } from '@casecover/shared';
import type { Actor } from '../../identity/actor';

/**
 * The Departments screen belongs to a hospital: its approved Account Admin, Master Schedulers and
 * Schedulers read it. Company users and the Super Admin (who works inside a hospital by switching
 * into its account) have no hospital of their own to read.
 */
export function canReadDepartments(actor: Actor): actor is Actor & { accountId: string } {
  return isAccountRole(actor.role) && actor.approved && actor.accountId !== null;
}

/** Only the hospital's Account Admin adds, renames and deletes departments (spec part 2 §6). */
export function canManageDepartments(actor: Actor): actor is Actor & { accountId: string } {
  return canReadDepartments(actor) && actor.role === 'account_admin';
}
