import { MSG, dayjs } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_USERS,
  createTestApp,
  demoIds,
  demoTaskBody,
  loginAs,
  userIdOf,
  type Call,
  type TestApp,
} from '../../../test/helpers';
import { sweepUncovered } from './closing-service';

let t: TestApp;
let call: Call<'admin' | 'master' | 'scheduler' | 'neuro' | 'manager' | 'rep'>;
let base: Record<string, unknown>;
let neurology = '';
let repId = '';

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['admin', 'master', 'scheduler', 'neuro', 'manager', 'rep'], '/api/task'));
  const ids = await demoIds(t.ctx.db);
  neurology = ids.neurology;
  repId = await userIdOf(t, DEMO_USERS.rep);
  base = { ...demoTaskBody(ids, 2), taskDescription: 'Original note' };
});
afterAll(() => t.close());

async function newTask(overrides: Record<string, unknown> = {}) {
  const res = await call('admin', 'POST', '/addTask', { ...base, ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

/** What a hospital user sees of the task, to compare before and after a refused change. */
async function snapshot(id: string) {
  const res = await call('admin', 'GET', `/task/detail/${id}`);
  expect(res.statusCode).toBe(200);
  const d = res.json().data[0];
  return {
    taskStatus: d.taskStatus,
    taskDescription: d.taskDescription,
    startDate: d.startDate,
    endDate: d.endDate,
    isEmergency: d.isEmergency,
    assigned: d.assigned,
    history: d.history.length,
  };
}

describe('refused status changes', () => {
  it('refuses cancelling a completed task and leaves it completed', async () => {
    // A case that already happened, completed without a vendor (the reason is the note).
    const start = dayjs().subtract(1, 'hour').startOf('minute');
    const id = await newTask({ startDate: start.toISOString(), endDate: start.add(1, 'hour').toISOString() });
    const done = await call('admin', 'PUT', '/assign_task', {
      _id: id,
      taskStatus: 'completed',
      note: 'Completed without vendor',
    });
    expect(done.json()).toEqual({ status: 200, msg: MSG.tasks.statusUpdated });
    const before = await snapshot(id);
    expect(before.taskStatus).toBe('completed');

    const cancel = await call('admin', 'PUT', '/assign_task', {
      _id: id,
      taskStatus: 'cancelled',
      note: 'Too late',
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().msg).toBe(MSG.tasks.transitionRefused('Completed', 'Cancelled'));
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses any move out of uncovered, from either side, and leaves the task uncovered', async () => {
    const id = await newTask();
    await call('manager', 'POST', '/task/offer', { task_id: id, repId });
    const start = Date.parse(base.startDate as string);
    expect(await sweepUncovered(t.ctx, new Date(start + 60_000))).toBeGreaterThan(0);
    const before = await snapshot(id);
    expect(before.taskStatus).toBe('uncovered');

    const complete = await call('admin', 'PUT', '/assign_task', { _id: id, taskStatus: 'completed' });
    expect(complete.statusCode).toBe(400);
    expect(complete.json().msg).toBe(MSG.tasks.transitionRefused('Uncovered', 'Completed'));
    const cancel = await call('master', 'PUT', '/assign_task', { _id: id, taskStatus: 'cancelled', note: 'x' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().msg).toBe(MSG.tasks.transitionRefused('Uncovered', 'Cancelled'));
    const accept = await call('rep', 'POST', '/task/respond', { task_id: id, accept: true });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().msg).toBe(MSG.tasks.transitionRefused('Uncovered', 'Assigned'));
    const offer = await call('manager', 'POST', '/task/offer', { task_id: id, repId });
    expect(offer.statusCode).toBe(400);
    expect(offer.json().msg).toBe(MSG.tasks.transitionRefused('Uncovered', 'Pending'));

    expect(await snapshot(id)).toEqual(before);
  });
});

describe('a Scheduler and another department\u2019s task', () => {
  it('answers 404 to the edit and assign calls and leaves the task unchanged', async () => {
    const id = await newTask({ departmentId: neurology });
    expect((await call('neuro', 'GET', `/task/detail/${id}`)).statusCode).toBe(200);
    const before = await snapshot(id);
    const later = dayjs(base.startDate as string).add(1, 'day');

    const edits = [
      { task_id: id, taskDescription: 'Changed by Cardiology' },
      { task_id: id, startDate: later.toISOString(), endDate: later.add(1, 'hour').toISOString() },
      { task_id: id, isEmergency: true },
    ];
    for (const body of edits) {
      const res = await call('scheduler', 'PUT', '/task/edit', body);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(MSG.tasks.notFound);
    }
    for (const taskStatus of ['cancelled', 'completed']) {
      const res = await call('scheduler', 'PUT', '/assign_task', { _id: id, taskStatus, note: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(MSG.tasks.notFound);
    }
    expect(await snapshot(id)).toEqual(before);
    expect(before).toMatchObject({ taskStatus: 'unassigned', taskDescription: 'Original note', isEmergency: false });

    // The department's own Scheduler can still make the same change.
    const own = await call('neuro', 'PUT', '/task/edit', { task_id: id, taskDescription: 'Changed by Neurology' });
    expect(own.statusCode).toBe(200);
    expect((await snapshot(id)).taskDescription).toBe('Changed by Neurology');
  });

  it('keeps the other department\u2019s Scheduler out of a Cardiology task the same way', async () => {
    const id = await newTask();
    const before = await snapshot(id);
    expect((await call('neuro', 'PUT', '/task/edit', { task_id: id, taskDescription: 'x' })).statusCode).toBe(404);
    expect((await call('neuro', 'PUT', '/assign_task', { _id: id, taskStatus: 'cancelled' })).statusCode).toBe(404);
    expect(await snapshot(id)).toEqual(before);
  });
});
