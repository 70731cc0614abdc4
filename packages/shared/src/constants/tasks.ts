import type { Role } from './roles';

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
export const TASK_ACTIONS = ['offer', 'accept', 'decline', 'checkin', 'complete', 'cancel', 'expire'] as const;
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
 * - the system marks unassigned or pending tasks whose start has passed as uncovered.
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
];

export const CLOSED_STATUSES: readonly TaskStatus[] = ['completed', 'cancelled', 'uncovered'];

/** The status a task moves to, or null when the table does not allow it. */
export function nextStatus(from: TaskStatus, action: TaskAction, side: TaskSide): TaskStatus | null {
  const t = TASK_TRANSITIONS.find((x) => x.action === action && x.side === side && x.from.includes(from));
  return t ? t.to : null;
}

/** The account side's Update Status dialog offers only these. */
export const UPDATE_STATUS_CHOICES = ['cancelled', 'completed'] as const satisfies readonly TaskStatus[];

export function sideOf(role: Role): TaskSide {
  return role === 'company_admin' || role === 'division_manager' || role === 'manager' || role === 'rep'
    ? 'company'
    : 'account';
}
