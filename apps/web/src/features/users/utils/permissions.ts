import { isDepartmentBound } from '@/lib/roles';
import { ACCOUNT_ROLES, COMPANY_ROLES, ROLES, type Role, type SessionUser, type UserRow } from '@casecover/shared';

/** Only an approved Account Admin changes users: Add User, the Actions column and the Status filter. */
export function canManageUsers(user: SessionUser): boolean {
  return user.role === 'account_admin' && user.approved && user.accountId !== null;
}

/** The COMPANY column is the Super Admin's, who sees every hospital's and company's users. */
export function showsCompanyColumn(user: SessionUser): boolean {
  return user.role === 'super_admin';
}

/** A scheduler's list is his department already. */
export function canFilterByDepartment(user: SessionUser): boolean {
  return !isDepartmentBound(user.role);
}

/** The roles the list can hold for this viewer. */
export function roleFilterOptions(user: SessionUser): readonly Role[] {
  if (user.role === 'super_admin') return ROLES;
  if (user.companyId) return COMPANY_ROLES;
  return ACCOUNT_ROLES;
}

export type UserAction = 'approve' | 'edit' | 'invite' | 'suspend' | 'unsuspend' | 'delete' | 'restore';

/**
 * What an Account Admin may do with a row, in menu order. A deleted user can only be restored;
 * the admin's own row offers Edit alone (and there the role stays as it is).
 */
export function actionsFor(row: UserRow, viewerId: string): UserAction[] {
  if (row.deleted) return ['restore'];
  const isSelf = row._id === viewerId;
  const actions: UserAction[] = [];
  if (!row.approved) actions.push('approve');
  actions.push('edit');
  if (!row.passwordSet) actions.push('invite');
  if (isSelf) return actions;
  if (row.suspended) actions.push('unsuspend');
  else if (row.approved) actions.push('suspend');
  actions.push('delete');
  return actions;
}
