import { MSG, dayjs } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index';
import {
  DEMO_USERS,
  createTestApp,
  demoIds,
  demoTaskBody,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';
import { sweepUncovered } from './closing-service';

type Who = 'admin' | 'master' | 'scheduler' | 'south' | 'manager' | 'rep';
let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;
let repId = '';

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'master', 'scheduler', 'south', 'manager', 'rep'], '/api/task'));
  repId = await userIdOf(t, DEMO_USERS.rep);
});
afterAll(() => t.close());

/** Books a task starting at `start` (an hour long) and answers its id. */
async function book(start: dayjs.Dayjs) {
  const res = await call('admin', 'POST', '/addTask', {
    ...demoTaskBody(ids, 1),
    startDate: start.toISOString(),
    endDate: start.add(1, 'hour').toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

async function detail(id: string) {
  const res = await call('admin', 'GET', `/task/detail/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as {
    taskStatus: string;
    startDate: string;
    bookedAt: string;
    assigned: unknown[];
    products: unknown[];
    history: { action: string; from: string | null; to: string | null; note: string | null }[];
  };
}

async function startOf(id: string) {
  const [row] = await t.ctx.db.select({ start: tasks.startDate }).from(tasks).where(eq(tasks.id, id));
  if (!row) throw new Error('no task');
  return row.start;
}

/** Offer to the demo rep, who accepts (past the warning of his other tasks at that time) and checks in when asked. */
async function cover(id: string, checkIn = false) {
  expect((await call('manager', 'POST', '/task/offer', { task_id: id, repId })).statusCode).toBe(200);
  const accept = { task_id: id, accept: true, confirmOverlap: true };
  expect((await call('rep', 'POST', '/task/respond', accept)).statusCode).toBe(200);
  if (checkIn) expect((await call('rep', 'POST', '/task/checkin', { task_id: id })).statusCode).toBe(200);
}

const edit = (id: string, start: dayjs.Dayjs) =>
  call('admin', 'PUT', '/task/edit', {
    task_id: id,
    timeZone: 'America/New_York',
    startDate: start.toISOString(),
    endDate: start.add(1, 'hour').toISOString(),
  });

describe('editing the dates of an open task', () => {
  it('refuses moving the start into the past, with Add Task\u2019s message before yesterday, and keeps the task', async () => {
    const id = await book(dayjs().add(2, 'day').startOf('hour'));
    const before = await detail(id);

    const anHourAgo = await edit(id, dayjs().subtract(1, 'hour').startOf('minute'));
    expect(anHourAgo.statusCode).toBe(400);
    expect(anHourAgo.json().msg).toBe(MSG.tasks.startInPast);

    const lastWeek = await edit(id, dayjs().subtract(7, 'day'));
    expect(lastWeek.statusCode).toBe(400);
    expect(lastWeek.json().msg).toBe(MSG.tasks.startTooEarly);

    expect((await detail(id)).startDate).toBe(before.startDate);
    // Nothing the sweep could close: the task is still open a minute later.
    await sweepUncovered(t.ctx, new Date(Date.now() + 60_000));
    expect((await detail(id)).taskStatus).toBe('unassigned');

    const later = dayjs().add(3, 'day').startOf('hour');
    expect((await edit(id, later)).statusCode).toBe(200);
    expect((await detail(id)).startDate).toBe(later.toISOString());
  });

  it('lets a running case have its end moved without touching its start', async () => {
    const id = await book(dayjs().add(1, 'day').startOf('hour'));
    await cover(id);
    await t.ctx.db
      .update(tasks)
      .set({ startDate: dayjs().subtract(30, 'minute').toDate() })
      .where(eq(tasks.id, id));
    const start = dayjs(await startOf(id));
    const res = await call('admin', 'PUT', '/task/edit', {
      task_id: id,
      startDate: start.toISOString(),
      endDate: start.add(3, 'hour').toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a task booked after its start (a record of a case that happened)', () => {
  it('is never swept, and is completed by its rep with products', async () => {
    const start = dayjs().subtract(2, 'hour').startOf('minute');
    const id = await book(start);
    await sweepUncovered(t.ctx, new Date());
    await sweepUncovered(t.ctx, new Date(Date.now() + 86_400_000));
    expect((await detail(id)).taskStatus).toBe('unassigned');

    await cover(id, true);
    const done = await call('rep', 'POST', '/task/complete', {
      task_id: id,
      products: [{ name: 'Pacing Lead 5076', price: 1150, quantity: 1 }],
    });
    expect(done.statusCode, done.body).toBe(200);
    const d = await detail(id);
    expect(d.taskStatus).toBe('completed');
    expect(d.products).toHaveLength(1);
    expect(d.assigned).toHaveLength(1);
  });

  it('is completed by the hospital once its rep accepted, with no reason needed', async () => {
    const id = await book(dayjs().subtract(3, 'hour').startOf('minute'));
    await cover(id);
    const res = await call('admin', 'PUT', '/assign_task', { _id: id, taskStatus: 'completed' });
    expect(res.json()).toEqual({ status: 200, msg: MSG.tasks.statusUpdated });
  });

  it('can have its start corrected to another past time, but not before yesterday', async () => {
    const id = await book(dayjs().subtract(2, 'hour').startOf('minute'));
    expect((await edit(id, dayjs().subtract(3, 'hour').startOf('minute'))).statusCode).toBe(200);
    expect((await edit(id, dayjs().subtract(5, 'day'))).json().msg).toBe(MSG.tasks.startTooEarly);
    await sweepUncovered(t.ctx, new Date());
    expect((await detail(id)).taskStatus).toBe('unassigned');
  });
});

describe('the uncovered sweep', () => {
  it('marks a task only once its start has passed while it waited for a rep', async () => {
    const id = await book(dayjs().add(1, 'day').startOf('hour'));
    const start = await startOf(id);
    await sweepUncovered(t.ctx, start);
    expect((await detail(id)).taskStatus).toBe('unassigned');
    await sweepUncovered(t.ctx, new Date(start.getTime() + 1));
    expect((await detail(id)).taskStatus).toBe('uncovered');
  });

  it('marks a pending task, and leaves an assigned one', async () => {
    const pending = await book(dayjs().add(5, 'day').startOf('hour'));
    expect((await call('manager', 'POST', '/task/offer', { task_id: pending, repId })).statusCode).toBe(200);
    const assigned = await book(dayjs().add(5, 'day').startOf('hour'));
    await cover(assigned);
    await sweepUncovered(t.ctx, new Date((await startOf(pending)).getTime() + 60_000));
    expect((await detail(pending)).taskStatus).toBe('uncovered');
    expect((await detail(assigned)).taskStatus).toBe('assigned');
  });
});

describe('closing a task is deliberate', () => {
  it('refuses completing a case that has not started, even with a reason', async () => {
    const id = await book(dayjs().add(2, 'day').startOf('hour'));
    await cover(id);
    for (const note of [undefined, 'Done early']) {
      const res = await call('admin', 'PUT', '/assign_task', { _id: id, taskStatus: 'completed', note });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.tasks.completeNotStarted);
    }
    expect((await detail(id)).taskStatus).toBe('assigned');
  });

  it('completes a started case with no rep only with a "completed without vendor" reason, kept in history', async () => {
    const id = await book(dayjs().subtract(1, 'hour').startOf('minute'));
    for (const note of [undefined, '', '  ']) {
      const res = await call('admin', 'PUT', '/assign_task', { _id: id, taskStatus: 'completed', note });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.tasks.completeReasonRequired);
    }
    expect((await detail(id)).taskStatus).toBe('unassigned');
    const ok = await call('admin', 'PUT', '/assign_task', {
      _id: id,
      taskStatus: 'completed',
      note: 'Hospital stock covered the case',
    });
    expect(ok.statusCode).toBe(200);
    const d = await detail(id);
    expect(d.taskStatus).toBe('completed');
    expect(d.history[0]).toMatchObject({ to: 'completed', note: 'Hospital stock covered the case' });
  });

  it('needs the reason too when the rep was only offered the task', async () => {
    const id = await book(dayjs().subtract(1, 'hour').startOf('minute'));
    expect((await call('manager', 'POST', '/task/offer', { task_id: id, repId })).statusCode).toBe(200);
    const res = await call('admin', 'PUT', '/assign_task', { _id: id, taskStatus: 'completed' });
    expect(res.json().msg).toBe(MSG.tasks.completeReasonRequired);
  });

  it('always needs the note to cancel, whoever is on the task', async () => {
    const id = await book(dayjs().add(2, 'day').startOf('hour'));
    await cover(id);
    const res = await call('admin', 'PUT', '/assign_task', { _id: id, taskStatus: 'cancelled' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.tasks.cancelNoteRequired);
    expect((await detail(id)).taskStatus).toBe('assigned');
  });
});

describe('reopening an uncovered task', () => {
  /** A task booked days ago for two hours ago, offered but never accepted, swept when its start passed. */
  async function uncovered() {
    const id = await book(dayjs().add(1, 'day').startOf('hour'));
    expect((await call('manager', 'POST', '/task/offer', { task_id: id, repId })).statusCode).toBe(200);
    const start = dayjs().subtract(2, 'hour');
    await t.ctx.db
      .update(tasks)
      .set({
        createdAt: start.subtract(3, 'day').toDate(),
        startDate: start.toDate(),
        endDate: start.add(1, 'hour').toDate(),
      })
      .where(eq(tasks.id, id));
    await sweepUncovered(t.ctx, new Date());
    expect((await detail(id)).taskStatus).toBe('uncovered');
    return id;
  }

  it('lets the Account Admin reopen it with a note, recorded in history, and the sweep leaves it open', async () => {
    const id = await uncovered();
    const res = await call('admin', 'PUT', '/reopen_task', { _id: id, note: 'Rep was there; offer was not answered' });
    expect(res.json()).toEqual({ status: 200, msg: MSG.tasks.reopened });
    const d = await detail(id);
    expect(d.taskStatus).toBe('unassigned');
    expect(d.assigned).toEqual([]);
    expect(d.history[0]).toMatchObject({
      action: 'reopen',
      from: 'uncovered',
      to: 'unassigned',
      note: 'Rep was there; offer was not answered',
    });
    // The start passed before the reopening: the task is now a record, and the sweep leaves it.
    await sweepUncovered(t.ctx, new Date(Date.now() + 120_000));
    expect((await detail(id)).taskStatus).toBe('unassigned');
    // Moved to a new date, it waits for a rep again and is swept if that start passes uncovered.
    const later = dayjs().add(4, 'day').startOf('hour');
    expect((await edit(id, later)).statusCode).toBe(200);
    await sweepUncovered(t.ctx, later.add(1, 'minute').toDate());
    expect((await detail(id)).taskStatus).toBe('uncovered');
  });

  it('needs the note', async () => {
    const id = await uncovered();
    for (const note of [undefined, '', '   ']) {
      const res = await call('admin', 'PUT', '/reopen_task', { _id: id, ...(note === undefined ? {} : { note }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.tasks.reopenNoteRequired);
    }
    expect((await detail(id)).taskStatus).toBe('uncovered');
  });

  it('answers 403 to other roles and 404 to another hospital, leaving the task uncovered', async () => {
    const id = await uncovered();
    for (const who of ['master', 'scheduler', 'rep', 'manager'] as const) {
      const res = await call(who, 'PUT', '/reopen_task', { _id: id, note: 'x' });
      expect(res.statusCode, who).toBe(403);
    }
    const other = await call('south', 'PUT', '/reopen_task', { _id: id, note: 'x' });
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe(MSG.tasks.notFound);
    const madeUp = await call('admin', 'PUT', '/reopen_task', {
      _id: '00000000-0000-4000-8000-000000000000',
      note: 'x',
    });
    expect(madeUp.statusCode).toBe(404);
    expect((await call('nobody', 'PUT', '/reopen_task', { _id: id, note: 'x' })).statusCode).toBe(401);
    expect((await detail(id)).taskStatus).toBe('uncovered');
  });

  it('refuses reopening a task that is not uncovered', async () => {
    const id = await book(dayjs().add(2, 'day').startOf('hour'));
    const res = await call('admin', 'PUT', '/reopen_task', { _id: id, note: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.tasks.reopenOnlyUncovered);
  });
});
