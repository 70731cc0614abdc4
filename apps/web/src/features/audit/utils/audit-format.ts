import { dayjs, zoneAbbreviation, type AuditEntry, type SessionUser } from '@casecover/shared';

/** Who may open the audit log: the Super Admin (every entry) and an Account Admin (his hospital's). */
export function canSeeAudit(user: SessionUser): boolean {
  return user.role === 'super_admin' || user.role === 'account_admin';
}

/** The moment in the viewer's zone, e.g. "11-24-2026 03:04:05 PM EST". */
export function whenOf(e: AuditEntry, timeZone: string): string {
  return `${dayjs(e.at).tz(timeZone).format('MM-DD-YYYY hh:mm:ss A')} ${zoneAbbreviation(new Date(e.at), timeZone)}`;
}
