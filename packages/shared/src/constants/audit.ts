/**
 * The audit log's actions and target types with the labels the viewer shows. A change made while
 * switched into another user's session that is not audited by its own name is recorded as
 * `request.<domain>.<call>` (the endpoint table's names): see `auditActionLabel`.
 */
export const AUDIT_ACTION_LABELS = {
  'switch.start': 'Switched into the session',
  'switch.end': 'Switched back to Super Admin',
  'user.add': 'Added a user',
  'user.edit': 'Edited a user',
  'user.role_change': 'Changed a user\u2019s role',
  'user.suspend': 'Suspended a user',
  'user.unsuspend': 'Revoked a suspension',
  'user.delete': 'Deleted a user',
  'user.restore': 'Restored a user',
  'user.approve': 'Approved a registrant',
  'user.invite': 'Sent an invitation',
  'user.password_change': 'Changed the password',
  'user.register_join': 'Asked to join the hospital',
  'account.register': 'Registered a hospital',
  'location.add': 'Added a location',
  'location.update': 'Changed a location',
  'location.delete': 'Deleted a location',
  'location.toggle': 'Turned Task Location on or off',
  'department.add': 'Added a department',
  'department.rename': 'Renamed a department',
  'department.delete': 'Deleted a department',
  'company.add': 'Added a company',
  'company.invite': 'Invited a company',
  'company.invite_resend': 'Resent a company invitation',
  'company.invite_withdraw': 'Withdrew a company invitation',
  'cms.update': 'Changed the task field labels',
  'serviceType.add': 'Added a service type',
  'service.add': 'Added a service',
  'service.update': 'Changed a service',
  'service.delete': 'Deleted a service',
  'service.archive': 'Archived a service',
  'team.unit_add': 'Added a unit',
  'team.unit_rename': 'Renamed a unit',
  'team.unit_move': 'Moved a unit',
  'team.unit_remove': 'Removed a unit',
  'team.member_assign': 'Placed a person in a unit',
  'request.task.addTask': 'Added a task',
  'request.task.editTask': 'Edited a task',
  'request.task.assignStatus': 'Changed a task\u2019s status',
  'request.task.reopenTask': 'Reopened a task',
  'request.task.offerTask': 'Offered a task to a rep',
  'request.task.respondToOffer': 'Answered a task offer',
  'request.task.checkIn': 'Checked in on a task',
  'request.task.complete': 'Completed a task',
} as const satisfies Record<string, string>;

/** The prefix of a change made while switched that has no audit action of its own. */
export const AUDIT_REQUEST_PREFIX = 'request.';

/** The Action filter's choices: every named action, and "any other change made while switched". */
export const AUDIT_ACTION_FILTERS: [string, ...string[]] = ['request', ...Object.keys(AUDIT_ACTION_LABELS)];

export const AUDIT_TARGET_LABELS = {
  user: 'User',
  account: 'Hospital',
  task: 'Task',
  location: 'Location',
  department: 'Department',
  company: 'Company',
  company_unit: 'Company unit',
  company_invitation: 'Company invitation',
  service: 'Service',
  serviceType: 'Service type',
  notification: 'Notification',
  session: 'Session',
} as const satisfies Record<string, string>;

export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;
export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_TARGET_LABELS) as [AuditTargetType, ...AuditTargetType[]];

/** Rows a page of the viewer shows; the most a request may ask for. */
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

/** The human label of an action; an unnamed change made while switched reads "Changed: <call>". */
export function auditActionLabel(action: string): string {
  const known = (AUDIT_ACTION_LABELS as Record<string, string>)[action];
  if (known) return known;
  if (action.startsWith(AUDIT_REQUEST_PREFIX)) return `Made a change (${action.slice(AUDIT_REQUEST_PREFIX.length)})`;
  return action;
}

export function auditTargetLabel(targetType: string): string {
  return (AUDIT_TARGET_LABELS as Record<string, string>)[targetType] ?? targetType;
}

interface AuditPeople {
  actor: { name: string } | null;
  impersonator: { name: string } | null;
}

/** How a user no longer on the platform is named in the log. */
const GONE_USER = '(removed user)';

/** Who did it: the Super Admin when the session was switched, else the session's own user. */
export function auditWhoOf(e: AuditPeople): string {
  return (e.impersonator ?? e.actor)?.name ?? GONE_USER;
}

/** "<Super Admin> as <user>" when the session was switched, else empty. */
export function auditActingAsOf(e: AuditPeople): string {
  return e.impersonator ? `${e.impersonator.name} as ${e.actor?.name ?? GONE_USER}` : '';
}

/** The target as the log shows it: "User: Jane Doe", or only its kind once it is gone. */
export function auditTargetText(e: { targetLabel: string; targetName: string | null }): string {
  return e.targetName ? `${e.targetLabel}: ${e.targetName}` : e.targetLabel;
}
