import { isAccountRole, type SessionUser } from '@casecover/shared';

/** The Account Admin adds, edits and deletes locations and turns the switch; other hospital roles read. */
export function canManageLocations(user: SessionUser): boolean {
  return user.role === 'account_admin';
}

/** The Locations screen is a hospital screen. */
export function canSeeLocations(user: SessionUser): boolean {
  return isAccountRole(user.role);
}
