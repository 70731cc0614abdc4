import { describe, expect, it } from 'vitest';
import { TASK_ACTIONS, TASK_STATUSES, nextStatus, type TaskAction, type TaskSide, type TaskStatus } from './tasks';

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

  it('never reopens a closed task', () => {
    for (const from of ['completed', 'cancelled', 'uncovered'] as const) {
      for (const action of TASK_ACTIONS) {
        for (const side of ['account', 'company', 'system'] as const) expect(nextStatus(from, action, side)).toBeNull();
      }
    }
  });
});
