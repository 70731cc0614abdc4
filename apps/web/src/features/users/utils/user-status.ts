import type { UserRow } from '@casecover/shared';

export type UserStatus = 'active' | 'suspended' | 'deleted' | 'pending' | 'invited';

/** The one state a row shows, the most final first. */
export function userStatusOf(row: UserRow): UserStatus {
  if (row.deleted) return 'deleted';
  if (row.suspended) return 'suspended';
  if (!row.approved) return 'pending';
  if (!row.passwordSet) return 'invited';
  return 'active';
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  deleted: 'Deleted',
  pending: 'Pending approval',
  invited: 'Invited',
};
