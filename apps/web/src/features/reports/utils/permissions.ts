import type { SessionUser } from '@casecover/shared';

/** Every role reads reports but a Sales Rep (the server answers him 403 too). */
export function canSeeReports(user: Pick<SessionUser, 'role'>): boolean {
  return user.role !== 'rep';
}
