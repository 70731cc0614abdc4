import { describe, expect, it } from 'vitest';
import {
  TASK_ACTIONS,
  TASK_STATUSES,
  canTaskAction,
  nextStatus,
  type TaskAction,
  type TaskSide,
  type TaskStatus,
} from './tasks';

/** Every allowed move, spelled out; everything else must be refused. */
const ALLOWED: [TaskStatus, TaskAction, TaskSide, TaskStatus][] = [
  ['unassigned', 'offer', 'company', 'pending'],
  ['pending', 'accept', 'company', 'assigned'],
  ['pending', 'decline', 'company', 'unassigned'],
  ['assigned', 'checkin', 'company', 'inprogress'],
  ['inprogress', 'complete', 'company', 'completed'],
  ['unassigned', 'complete', 'account', 'completed'],
  ['pending', 'complete', 'account', 'completed'],
  ['assigned', 'complete', 'account', 'completed'],
  ['inprogress', 'complete', 'account', 'completed'],
  ['unassigned', 'cancel', 'account', 'cancelled'],
  ['pending', 'cancel', 'account', 'cancelled'],
  ['assigned', 'cancel', 'account', 'cancelled'],
  ['inprogress', 'cancel', 'account', 'cancelled'],
  ['unassigned', 'expire', 'system', 'uncovered'],
  ['pending', 'expire', 'system', 'uncovered'],
  ['uncovered', 'reopen', 'account', 'unassigned'],
];

describe('task transition table', () => {
  it.each(ALLOWED)('%s --%s (%s)--> %s', (from, action, side, to) => {
    expect(nextStatus(from, action, side)).toBe(to);
  });

  it('refuses every other combination', () => {
    const sides: TaskSide[] = ['account', 'company', 'system'];
    let refused = 0;
    for (const from of TASK_STATUSES) {
      for (const action of TASK_ACTIONS) {
        for (const side of sides) {
          const allowed = ALLOWED.find(([f, a, s]) => f === from && a === action && s === side);
          if (!allowed) {
            expect(nextStatus(from, action, side), `${from} ${action} ${side}`).toBeNull();
            refused += 1;
          }
        }
      }
    }
    expect(refused).toBe(TASK_STATUSES.length * TASK_ACTIONS.length * sides.length - ALLOWED.length);
  });

  it("never reopens a completed or cancelled task, and an uncovered one only by the account side's reopen", () => {
    for (const from of ['completed', 'cancelled', 'uncovered'] as const) {
      for (const action of TASK_ACTIONS) {
        for (const side of ['account', 'company', 'system'] as const) {
          if (from === 'uncovered' && action === 'reopen' && side === 'account') continue;
          expect(nextStatus(from, action, side)).toBeNull();
        }
      }
    }
  });

  it('lets only the Account Admin reopen, and only an uncovered task', () => {
    expect(canTaskAction('account_admin', 'uncovered', 'reopen')).toBe(true);
    for (const role of ['master_scheduler', 'scheduler', 'rep', 'company_admin', 'super_admin'] as const) {
      expect(canTaskAction(role, 'uncovered', 'reopen'), role).toBe(false);
    }
    for (const status of TASK_STATUSES.filter((s) => s !== 'uncovered')) {
      expect(canTaskAction('account_admin', status, 'reopen'), status).toBe(false);
    }
  });
});

describe('canTaskAction: who may do what to a task', () => {
  it('lets a hospital user edit, cancel and complete an open task, and nothing once it is closed', () => {
    for (const role of ['account_admin', 'master_scheduler', 'scheduler'] as const) {
      for (const status of ['unassigned', 'pending', 'assigned', 'inprogress'] as const) {
        expect(canTaskAction(role, status, 'edit'), `${role} edit ${status}`).toBe(true);
        expect(canTaskAction(role, status, 'cancel'), `${role} cancel ${status}`).toBe(true);
        expect(canTaskAction(role, status, 'complete'), `${role} complete ${status}`).toBe(true);
      }
      for (const status of ['completed', 'cancelled', 'uncovered'] as const) {
        expect(canTaskAction(role, status, 'edit'), `${role} edit ${status}`).toBe(false);
        expect(canTaskAction(role, status, 'cancel'), `${role} cancel ${status}`).toBe(false);
      }
      expect(canTaskAction(role, 'unassigned', 'offer')).toBe(false);
      expect(canTaskAction(role, 'pending', 'accept')).toBe(false);
    }
  });

  it('keeps the Emergency flag changeable on an uncovered task only', () => {
    expect(canTaskAction('scheduler', 'uncovered', 'emergency')).toBe(true);
    expect(canTaskAction('scheduler', 'completed', 'emergency')).toBe(false);
    expect(canTaskAction('scheduler', 'cancelled', 'emergency')).toBe(false);
    expect(canTaskAction('rep', 'uncovered', 'emergency')).toBe(false);
  });

  it('lets managers offer unassigned tasks and reps answer, check in and complete in order', () => {
    for (const role of ['company_admin', 'division_manager', 'manager'] as const) {
      expect(canTaskAction(role, 'unassigned', 'offer')).toBe(true);
      expect(canTaskAction(role, 'pending', 'offer')).toBe(false);
      expect(canTaskAction(role, 'pending', 'accept')).toBe(false);
      expect(canTaskAction(role, 'unassigned', 'cancel')).toBe(false);
    }
    expect(canTaskAction('rep', 'pending', 'accept')).toBe(true);
    expect(canTaskAction('rep', 'pending', 'decline')).toBe(true);
    expect(canTaskAction('rep', 'assigned', 'accept')).toBe(false);
    expect(canTaskAction('rep', 'assigned', 'checkin')).toBe(true);
    expect(canTaskAction('rep', 'assigned', 'complete')).toBe(false);
    expect(canTaskAction('rep', 'inprogress', 'complete')).toBe(true);
    expect(canTaskAction('rep', 'unassigned', 'offer')).toBe(false);
    expect(canTaskAction('rep', 'inprogress', 'edit')).toBe(false);
  });

  it('gives the Super Admin no task actions (he reads)', () => {
    for (const action of [
      'offer',
      'accept',
      'decline',
      'checkin',
      'complete',
      'cancel',
      'edit',
      'emergency',
    ] as const) {
      expect(canTaskAction('super_admin', 'unassigned', action)).toBe(false);
    }
  });
});
