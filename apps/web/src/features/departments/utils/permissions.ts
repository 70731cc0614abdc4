import { isAccountRole, type SessionUser } from '@casecover/shared';

/** The hospital's people read its departments: Account Admin, Master Scheduler, Scheduler. */
export function canReadDepartments(user: SessionUser): boolean {
  return isAccountRole(user.role) && user.approved && user.accountId !== null;
}

/** Only the Account Admin adds, edits and deletes them; the others read. */
export function canManageDepartments(user: SessionUser): boolean {
  return canReadDepartments(user) && user.role === 'account_admin';
}
