import { isCompanyRole, type Role } from './roles';

export const TASK_STATUSES = [
  'unassigned',
  'pending',
  'assigned',
  'inprogress',
  'completed',
  'cancelled',
  'uncovered',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  unassigned: 'Unassigned',
  pending: 'Pending',
  assigned: 'Assigned',
  inprogress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  uncovered: 'Uncovered',
};

/** One distinct colour per status, used by the list chips, the calendar and the legend. */
export const TASK_STATUS_COLOURS: Record<TaskStatus, string> = {
  unassigned: '#8a6d00',
  pending: '#b45309',
  assigned: '#1d4ed8',
  inprogress: '#6d28d9',
  completed: '#15803d',
  cancelled: '#6b7280',
  uncovered: '#b91c1c',
};

/** Who may move a task, and how. */
export const TASK_ACTIONS = [
  'offer',
  'accept',
  'decline',
  'checkin',
  'complete',
  'cancel',
  'expire',
  'reopen',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export type TaskSide = 'account' | 'company' | 'system';

interface Transition {
  action: TaskAction;
  from: readonly TaskStatus[];
  to: TaskStatus;
  side: TaskSide;
}

/**
 * The life cycle (DESIGN.md §4), checked on the server for every change.
 * - account users cancel (with a note) or complete any open task;
 * - the company offers an unassigned task to a rep, who accepts or declines, checks in and completes;
 * - the system marks unassigned or pending tasks whose start has passed as uncovered;
 * - an Account Admin reopens an uncovered task (with a note) to correct a mistake.
 */
export const TASK_TRANSITIONS: readonly Transition[] = [
  { action: 'offer', from: ['unassigned'], to: 'pending', side: 'company' },
  { action: 'accept', from: ['pending'], to: 'assigned', side: 'company' },
  { action: 'decline', from: ['pending'], to: 'unassigned', side: 'company' },
  { action: 'checkin', from: ['assigned'], to: 'inprogress', side: 'company' },
  { action: 'complete', from: ['inprogress'], to: 'completed', side: 'company' },
  { action: 'complete', from: ['unassigned', 'pending', 'assigned', 'inprogress'], to: 'completed', side: 'account' },
  { action: 'cancel', from: ['unassigned', 'pending', 'assigned', 'inprogress'], to: 'cancelled', side: 'account' },
  { action: 'expire', from: ['unassigned', 'pending'], to: 'uncovered', side: 'system' },
  { action: 'reopen', from: ['uncovered'], to: 'unassigned', side: 'account' },
];

/** A task still in play: it can be edited, offered, cancelled or completed. */
export const OPEN_STATUSES: readonly TaskStatus[] = ['unassigned', 'pending', 'assigned', 'inprogress'];
/** A task whose outcome is settled: no edit, no move (only the Emergency flag of an uncovered one, and its reopening). */
export const CLOSED_STATUSES: readonly TaskStatus[] = ['completed', 'cancelled', 'uncovered'];
/** Closed for good: not even the Emergency flag changes. */
export const FINAL_STATUSES: readonly TaskStatus[] = ['completed', 'cancelled'];

export function isOpenStatus(status: TaskStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

export function isClosedStatus(status: TaskStatus): boolean {
  return CLOSED_STATUSES.includes(status);
}

export function isFinalStatus(status: TaskStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Tasks still waiting for a rep to accept: the Pending panel, and what the sweep marks uncovered. */
export const AWAITING_REP_STATUSES: readonly TaskStatus[] = TASK_TRANSITIONS.filter(
  (t) => t.action === 'expire',
).flatMap((t) => t.from);

/** The status an action leads to on one side, whatever it starts from (for "cannot be moved to …"). */
export function actionTarget(action: TaskAction, side: TaskSide): TaskStatus | null {
  return TASK_TRANSITIONS.find((t) => t.action === action && t.side === side)?.to ?? null;
}

/** The status a task moves to, or null when the table does not allow it. */
export function nextStatus(from: TaskStatus, action: TaskAction, side: TaskSide): TaskStatus | null {
  const t = TASK_TRANSITIONS.find((x) => x.action === action && x.side === side && x.from.includes(from));
  return t ? t.to : null;
}

/** The account side's Update Status dialog offers only these. */
export const UPDATE_STATUS_CHOICES = ['cancelled', 'completed'] as const satisfies readonly TaskStatus[];

/** Vendor roles that hand tasks out to reps. */
export const TASK_OFFER_ROLES = ['company_admin', 'division_manager', 'manager'] as const satisfies readonly Role[];
/** Hospital roles that book, edit and settle tasks. */
export const TASK_BOOKER_ROLES = ['account_admin', 'master_scheduler', 'scheduler'] as const satisfies readonly Role[];

/** Everything a person can do to a task: the life-cycle moves plus editing its fields. */
export type TaskUserAction = Exclude<TaskAction, 'expire'> | 'edit' | 'emergency';

const ROLES_FOR: Record<TaskUserAction, readonly Role[]> = {
  offer: TASK_OFFER_ROLES,
  accept: ['rep'],
  decline: ['rep'],
  checkin: ['rep'],
  complete: [...TASK_BOOKER_ROLES, 'rep'],
  cancel: TASK_BOOKER_ROLES,
  reopen: ['account_admin'],
  edit: TASK_BOOKER_ROLES,
  emergency: TASK_BOOKER_ROLES,
};

/**
 * Whether someone with this role may take this action on a task in this status: the one rule
 * the server enforces and the web app uses to show or hide a button. Scope (which task a user
 * sees at all) is checked apart, on the server.
 */
export function canTaskAction(role: Role, status: TaskStatus, action: TaskUserAction): boolean {
  if (!roleMayTaskAction(role, action)) return false;
  if (action === 'edit') return isOpenStatus(status);
  if (action === 'emergency') return !isFinalStatus(status);
  // A rep completes through the company side (after checking in); hospital users complete from any open status.
  return nextStatus(status, action, sideOf(role)) !== null;
}

/** Whether the role may ever take the action (in some status): the 403 before a task is even read. */
export function roleMayTaskAction(role: Role, action: TaskUserAction): boolean {
  return ROLES_FOR[action].includes(role);
}

export function sideOf(role: Role): TaskSide {
  return isCompanyRole(role) ? 'company' : 'account';
}

/** A task whose start has passed can be completed; before that it has not happened yet. */
export function hasStarted(startDate: Date | string, now: Date = new Date()): boolean {
  return new Date(startDate).getTime() <= now.getTime();
}

/**
 * A retrospective record: a task booked (or reopened) after its start, to log a case that already
 * happened. It is never swept to uncovered; it can be completed with its rep and products.
 */
export function isRetrospective(startDate: Date | string, bookedAt: Date | string): boolean {
  return new Date(bookedAt).getTime() > new Date(startDate).getTime();
}

/** Statuses in which a rep has accepted the task: completing it needs no "without vendor" reason. */
export const REP_ON_TASK_STATUSES: readonly TaskStatus[] = ['assigned', 'inprogress'];
