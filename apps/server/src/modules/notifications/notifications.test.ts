import { MSG, dayjs } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications } from '../../db/schema/index';
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

const WHO = ['admin', 'master', 'scheduler', 'neuro', 'south', 'companyAdmin', 'manager', 'rep', 'orthoAdmin'] as const;
type Who = (typeof WHO)[number];

let t: TestApp;
let call: Call<Who>;
const uid: Partial<Record<Who, string>> = {};
let base: Record<string, unknown>;

/** A task the Northside admin may book for MedVance, three days ahead. */
const fixture = async (app: TestApp) => demoTaskBody(await demoIds(app.ctx.db), 3);

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, WHO));
  for (const who of WHO) uid[who] = await userIdOf(t, DEMO_USERS[who]);
  base = await fixture(t);
});
afterAll(() => t.close());

async function addTask(who: Who = 'admin', overrides: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/api/task/addTask', { ...base, ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

const recipientsOf = async (taskId: string) =>
  await t.ctx.db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(eq(notifications.taskId, taskId));

const whoOf = (ids: string[]) =>
  Object.entries(uid)
    .filter(([, id]) => ids.includes(id))
    .map(([k]) => k)
    .sort();

describe('who is told', () => {
  it('tells the hospital side of the department and the responsible vendor side about a new task, and nobody else', async () => {
    const taskId = await addTask();
    const rows = await recipientsOf(taskId);
    expect(whoOf(rows.map((r) => r.userId))).toEqual(['companyAdmin', 'manager', 'master', 'scheduler']);
    expect(rows.every((r) => r.type === 'task_create')).toBe(true);
  });

  it('tells no division manager about a task of a company that books without divisions, though the booking names one', async () => {
    const medvance = base.companyId as string;
    await t.ctx.db.update(companies).set({ size: 'small' }).where(eq(companies.id, medvance));
    try {
      const taskId = await addTask();
      const rows = await recipientsOf(taskId);
      expect(whoOf(rows.map((r) => r.userId))).toEqual(['companyAdmin', 'master', 'scheduler']);
    } finally {
      await t.ctx.db.update(companies).set({ size: 'large' }).where(eq(companies.id, medvance));
    }
  });

  it('marks an emergency task as such, and offers it to the reps at once', async () => {
    const taskId = await addTask('admin', { priority: true });
    const recipients = await recipientsOf(taskId);
    expect(new Set(recipients.map((r) => r.type))).toEqual(new Set(['task_create_med', 'task_assigned']));
    // The offers of the broadcast go to reps only; the booking's notice to the others.
    const offered = recipients.filter((r) => r.type === 'task_assigned').map((r) => r.userId);
    expect(offered.length).toBeGreaterThan(0);
    expect(whoOf(offered).filter((who) => who !== 'rep')).toEqual([]);
  });

  it('tells only the rep when a task is offered, and the hospital when he accepts', async () => {
    const taskId = await addTask();
    await call('manager', 'POST', '/api/task/task/offer', { task_id: taskId, repId: uid.rep });
    const offered = (await recipientsOf(taskId)).filter((r) => r.type === 'task_assigned');
    expect(whoOf(offered.map((r) => r.userId))).toEqual(['rep']);
    await call('rep', 'POST', '/api/task/task/respond', { task_id: taskId, accept: true });
    const accepted = (await recipientsOf(taskId)).filter((r) => r.type === 'task_accepted');
    expect(whoOf(accepted.map((r) => r.userId))).toEqual(['admin', 'companyAdmin', 'manager', 'master', 'scheduler']);
  });

  it('tells everyone involved, including the rep, about a reschedule and a cancellation', async () => {
    const taskId = await addTask();
    await call('manager', 'POST', '/api/task/task/offer', { task_id: taskId, repId: uid.rep });
    const start = dayjs().add(4, 'day').startOf('hour');
    await call('master', 'PUT', '/api/task/task/edit', {
      task_id: taskId,
      startDate: start.toISOString(),
      endDate: start.add(1, 'hour').toISOString(),
    });
    const rescheduled = (await recipientsOf(taskId)).filter((r) => r.type === 'task_rescheduled');
    expect(whoOf(rescheduled.map((r) => r.userId))).toEqual(['admin', 'companyAdmin', 'manager', 'rep', 'scheduler']);
    await call('admin', 'PUT', '/api/task/assign_task', {
      _id: taskId,
      taskStatus: 'cancelled',
      note: 'Patient postponed',
    });
    const cancelled = (await recipientsOf(taskId)).filter((r) => r.type === 'task_cancelled');
    expect(whoOf(cancelled.map((r) => r.userId))).toEqual(['companyAdmin', 'manager', 'master', 'rep', 'scheduler']);
  });
});

describe('the notification calls', () => {
  it('pages the caller\u2019s own notifications, newest first, with the unread count', async () => {
    for (let i = 0; i < 4; i++) await addTask('admin');
    const page1 = await call('master', 'POST', '/api/notifications/get_notifications', { nextpage: 1, pagesize: 3 });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.data).toHaveLength(3);
    expect(body.count).toBeGreaterThanOrEqual(4);
    expect(body.pagination.currentPage).toBe(1);
    expect(body.pagination.endPage).toBeGreaterThan(1);
    expect(body.data[0]).toMatchObject({
      read: false,
      type: expect.any(String),
      refId: expect.any(String),
      showEvent: true,
    });
    const times = body.data.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const countOnly = await call('master', 'POST', '/api/notifications/get_notifications', {
      timeZone: 'America/New_York',
    });
    expect(countOnly.json().count).toBe(body.count);
  });

  it('counts unread and pages by all of them, past the last page too', async () => {
    await addTask('admin');
    const list = async (body: object) =>
      (await call('master', 'POST', '/api/notifications/get_notifications', body)).json();
    const before = await list({ nextpage: 1, pagesize: 1 });
    const total = before.pagination.endPage as number;
    expect(before.data[0].read).toBe(false);
    await call('master', 'POST', '/api/notifications/edit_single_notifications', {
      type: 'read',
      id: before.data[0]._id,
    });
    const unreadLeft = (before.count as number) - 1;
    const page1 = await list({ nextpage: 1, pagesize: 1 });
    // Read or not, every notification counts for the pages; only the unread for the count.
    expect(page1.count).toBe(unreadLeft);
    expect(page1.pagination.endPage).toBe(total);
    const beyond = await list({ nextpage: total + 1, pagesize: 1 });
    expect(beyond.data).toEqual([]);
    expect(beyond.count).toBe(unreadLeft);
    expect(beyond.pagination).toEqual({ currentPage: total + 1, endPage: total });
    // Someone told of nothing: no rows, nothing unread, one page.
    expect(await call('south', 'POST', '/api/notifications/get_notifications', {}).then((r) => r.json())).toMatchObject(
      {
        data: [],
        count: 0,
        pagination: { currentPage: 1, endPage: 1 },
      },
    );
    await call('master', 'POST', '/api/notifications/edit_single_notifications', {
      type: 'unread',
      id: before.data[0]._id,
    });
  });

  it('marks one read and unread, clears one, and refuses someone else\u2019s', async () => {
    const list = (await call('master', 'POST', '/api/notifications/get_notifications', {})).json();
    const first = list.data[0]._id as string;
    const read = await call('master', 'POST', '/api/notifications/edit_single_notifications', {
      type: 'read',
      id: first,
    });
    expect(read.json()).toMatchObject({
      status: 200,
      msg: MSG.notifications.markedRead,
      data: { changed: 1 },
      count: list.count - 1,
    });
    const unread = await call('master', 'POST', '/api/notifications/edit_single_notifications', {
      type: 'unread',
      id: first,
    });
    expect(unread.json().count).toBe(list.count);
    const other = await call('scheduler', 'POST', '/api/notifications/edit_single_notifications', {
      type: 'clear',
      id: first,
    });
    expect(other.statusCode).toBe(404);
    const bad = await call('master', 'POST', '/api/notifications/edit_single_notifications', {
      type: 'explode',
      id: first,
    });
    expect(bad.statusCode).toBe(400);
    const cleared = await call('master', 'POST', '/api/notifications/edit_single_notifications', {
      type: 'clear',
      id: first,
    });
    expect(cleared.json().msg).toBe(MSG.notifications.clearedOne);
    const after = (await call('master', 'POST', '/api/notifications/get_notifications', { pagesize: 50 })).json();
    expect(after.data.map((n: { _id: string }) => n._id)).not.toContain(first);
  });

  it('marks all read, then clears all', async () => {
    const before = (await call('scheduler', 'POST', '/api/notifications/get_notifications', { pagesize: 50 })).json();
    expect(before.count).toBeGreaterThan(0);
    const read = await call('scheduler', 'POST', '/api/notifications/edit_all_notifications', { type: 'read' });
    expect(read.json()).toMatchObject({ status: 200, data: { changed: before.count }, count: 0 });
    const clear = await call('scheduler', 'POST', '/api/notifications/edit_all_notifications', { type: 'clear' });
    expect(clear.json()).toMatchObject({ msg: MSG.notifications.cleared, data: { changed: before.data.length } });
    expect((await call('scheduler', 'POST', '/api/notifications/get_notifications', {})).json()).toMatchObject({
      data: [],
      count: 0,
    });
    expect(
      (await call('master', 'POST', '/api/notifications/get_notifications', {})).json().data.length,
    ).toBeGreaterThan(0);
    expect((await call('nobody', 'POST', '/api/notifications/get_notifications', {})).statusCode).toBe(401);
  });
});

describe('notification settings', () => {
  it('answers every kind on by default and saves a change', async () => {
    const res = await call('neuro', 'GET', '/api/user/employee/notificationSettings');
    expect(res.json().data.allNotification).toEqual([{ name: 'all', notification: true, email: true }]);
    expect(res.json().data.task.map((e: { name: string }) => e.name)).toEqual([
      'task_create',
      'task_create_med',
      'task_accepted',
      'task_rescheduled',
      'task_cancelled',
      'task_uncovered',
    ]);
    const put = await call('neuro', 'PUT', '/api/user/employee/notificationSettings', {
      name: 'task_cancelled',
      email: false,
    });
    expect(put.json().data.task.find((e: { name: string }) => e.name === 'task_cancelled')).toEqual({
      name: 'task_cancelled',
      notification: true,
      email: false,
    });
    expect(
      (await call('neuro', 'PUT', '/api/user/employee/notificationSettings', { name: 'bogus', email: false }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('neuro', 'PUT', '/api/user/employee/notificationSettings', { name: 'task_create' })).statusCode,
    ).toBe(400);
  });

  it('sends email only to those who want it, and in-app only to those who want it', async () => {
    await call('scheduler', 'PUT', '/api/user/employee/notificationSettings', { name: 'task_create', email: false });
    await call('companyAdmin', 'PUT', '/api/user/employee/notificationSettings', { name: 'all', notification: false });
    const before = t.mail.sent.length;
    const taskId = await addTask();
    await t.dispatcher.runOnce();
    const mails = t.mail.sent.slice(before).filter((m) => m.link?.endsWith(`/task/${taskId}`));
    expect(mails.map((m) => m.to).sort()).toEqual([
      'admin@medvance.test',
      'manager@medvance.test',
      'master@northside.test',
    ]);
    expect(mails[0]?.text).toContain(`/task/${taskId}`);
    const companyAdminList = (
      await call('companyAdmin', 'POST', '/api/notifications/get_notifications', { pagesize: 50 })
    ).json();
    expect(companyAdminList.data.map((n: { refId: string }) => n.refId)).not.toContain(taskId);
    const schedulerList = (
      await call('scheduler', 'POST', '/api/notifications/get_notifications', { pagesize: 50 })
    ).json();
    expect(schedulerList.data.map((n: { refId: string }) => n.refId)).toContain(taskId);
  });

  it('keeps each person\u2019s settings for a change to a task already booked', async () => {
    const taskId = await addTask();
    await t.dispatcher.runOnce();
    await call('master', 'PUT', '/api/user/employee/notificationSettings', { name: 'task_rescheduled', email: false });
    await call('manager', 'PUT', '/api/user/employee/notificationSettings', {
      name: 'task_rescheduled',
      notification: false,
    });
    const before = t.mail.sent.length;
    const start = dayjs(base.startDate as string).add(1, 'day');
    const moved = await call('admin', 'PUT', '/api/task/task/edit', {
      task_id: taskId,
      startDate: start.toISOString(),
      endDate: start.add(1, 'hour').toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.dispatcher.runOnce();
    const rescheduled = (await recipientsOf(taskId)).filter((r) => r.type === 'task_rescheduled');
    expect(whoOf(rescheduled.map((r) => r.userId))).toEqual(['companyAdmin', 'manager', 'master', 'scheduler']);
    const mailed = t.mail.sent.slice(before).filter((m) => m.link?.endsWith(`/task/${taskId}`));
    expect(mailed.map((m) => m.to).sort()).toEqual([
      'admin@medvance.test',
      'manager@medvance.test',
      'scheduler@northside.test',
    ]);
    const managerList = (
      await call('manager', 'POST', '/api/notifications/get_notifications', { pagesize: 50 })
    ).json();
    expect(
      managerList.data.filter(
        (n: { refId: string; type: string }) => n.refId === taskId && n.type === 'task_rescheduled',
      ),
    ).toEqual([]);
  });
});
