import {
  TASK_ACTIONS,
  isAccountRole,
  nextStatus,
  type TaskAction,
  type TaskSide,
  type TaskStatus,
} from '@casecover/shared';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { taskHistory, tasks, users } from '../db/schema/index';
import { freshDatabase } from '../../test/helpers';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** The move a history row records, read the way the API writes it. */
function moveOf(h: { action: string; toValue: string | null; actorId: string | null }): {
  action: TaskAction;
  side: TaskSide;
} {
  if ((TASK_ACTIONS as readonly string[]).includes(h.action) && h.action !== 'reopen') {
    return { action: h.action as TaskAction, side: 'company' };
  }
  if (h.action === 'reopen') return { action: 'reopen', side: 'account' };
  if (h.action === 'status' && h.toValue === 'cancelled') return { action: 'cancel', side: 'account' };
  if (h.action === 'status' && h.toValue === 'completed') return { action: 'complete', side: 'account' };
  if (h.action === 'status' && h.toValue === 'uncovered' && h.actorId === null)
    return { action: 'expire', side: 'system' };
  throw new Error(`unknown history row ${h.action} → ${h.toValue}`);
}

describe('the demo tasks\u2019 history', () => {
  it('replays through the transition table, in time order, from the booking to now, ending in each task\u2019s status', async () => {
    const now = Date.now();
    const db = database.db;
    const taskRows = await db
      .select({ id: tasks.id, status: tasks.status, createdAt: tasks.createdAt, startDate: tasks.startDate })
      .from(tasks);
    const roles = new Map((await db.select({ id: users.id, role: users.role }).from(users)).map((u) => [u.id, u.role]));
    const rows = await db
      .select({
        taskId: taskHistory.taskId,
        action: taskHistory.action,
        field: taskHistory.field,
        fromValue: taskHistory.fromValue,
        toValue: taskHistory.toValue,
        actorId: taskHistory.actorId,
        note: taskHistory.note,
        at: taskHistory.createdAt,
      })
      .from(taskHistory)
      .orderBy(asc(taskHistory.createdAt));
    const byTask = new Map<string, typeof rows>();
    for (const r of rows) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r]);

    expect(taskRows.length).toBeGreaterThan(500);
    const seen = new Set<TaskStatus>();
    const problems: string[] = [];
    for (const task of taskRows) {
      const history = byTask.get(task.id) ?? [];
      const [created, ...moves] = history;
      if (!created || created.action !== 'created') {
        problems.push(`${task.id}: does not start with its creation`);
        continue;
      }
      if (created.at.getTime() !== task.createdAt.getTime()) problems.push(`${task.id}: created at two times`);
      if (task.createdAt.getTime() > now) problems.push(`${task.id}: created in the future`);
      let status: TaskStatus = 'unassigned';
      let last = created.at.getTime();
      for (const h of moves) {
        if (h.at.getTime() <= last) problems.push(`${task.id}: ${h.action} dated before the change above it`);
        if (h.at.getTime() > now) problems.push(`${task.id}: ${h.action} dated in the future`);
        last = h.at.getTime();
        const { action, side } = moveOf(h);
        const to = nextStatus(status, action, side);
        if (!to || h.fromValue !== status || h.toValue !== to) {
          problems.push(`${task.id}: ${status} --${action} (${side})--> ${h.toValue} is not allowed`);
          break;
        }
        // The person recorded is on the side that may take the move.
        const role = h.actorId ? roles.get(h.actorId) : null;
        if (side === 'system' ? role !== null : !role) problems.push(`${task.id}: ${action} by the wrong person`);
        if (side === 'company' && action !== 'offer' && role !== 'rep')
          problems.push(`${task.id}: ${action} not by a rep`);
        if (side === 'account' && !(role && isAccountRole(role)))
          problems.push(`${task.id}: ${action} not by the hospital`);
        if (action === 'cancel' && !h.note) problems.push(`${task.id}: cancelled without a note`);
        if (action === 'complete' && side === 'account' && h.at < task.startDate) {
          problems.push(`${task.id}: completed before it started`);
        }
        if (action === 'expire' && h.at < task.startDate) problems.push(`${task.id}: uncovered before its start`);
        status = to;
      }
      if (status !== task.status) problems.push(`${task.id}: history ends ${status}, the task is ${task.status}`);
      seen.add(task.status);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // In progress only while a case runs at seeding time, so it may be missing.
    expect([...seen]).toEqual(
      expect.arrayContaining(['assigned', 'cancelled', 'completed', 'pending', 'unassigned', 'uncovered']),
    );
  });
});
