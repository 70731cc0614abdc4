import { dayjs } from '@casecover/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startUncoveredSweep } from '../../jobs/uncovered-sweep';
import { notifications, tasks, users } from '../../db/schema/index';
import {
  DEMO_USERS,
  createTestApp,
  demoIds,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';

type Who = 'admin' | 'scheduler' | 'south' | 'southScheduler' | 'manager' | 'rep';

let t: TestApp;
let call: Call<Who>;
let ids: DemoIds;
let repId = '';
const emailOf = new Map<string, string>();

const NORTH_CARDIOLOGY = [
  'admin@medvance.test',
  'admin@northside.test',
  'manager@medvance.test',
  'master@northside.test',
  'scheduler@northside.test',
];
const SOUTH_CARDIOLOGY = [
  'admin@medvance.test',
  'admin@southside.test',
  'manager@medvance.test',
  'master@southside.test',
];

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['admin', 'scheduler', 'south', 'southScheduler', 'manager', 'rep']));
  ids = await demoIds(t.ctx.db);
  repId = await userIdOf(t, DEMO_USERS.rep);
  for (const u of await t.ctx.db.select({ id: users.id, email: users.email }).from(users)) emailOf.set(u.id, u.email);
});
afterAll(() => t.close());

async function addTask(who: 'admin' | 'south', start = dayjs().add(3, 'day').startOf('hour')) {
  const res = await call(who, 'POST', '/api/task/addTask', {
    timezone: 'America/New_York',
    companyId: ids.medvance,
    departmentId: who === 'admin' ? ids.cardiology : ids.southCardiology,
    serviceId: ids.service,
    divisionId: ids.division,
    startDate: start.toISOString(),
    endDate: start.add(2, 'hour').toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

async function ok(who: Who, url: string, payload: Record<string, unknown>) {
  const res = await call(who, 'POST', `/api/task${url}`, payload);
  expect(res.statusCode, res.body).toBe(200);
}

/** The emails told about a task by notifications of one type whose title matches. */
async function told(taskId: string, type: string, title: RegExp = /./) {
  const rows = await t.ctx.db
    .select({ userId: notifications.userId, title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.taskId, taskId), eq(notifications.type, type as 'task_status')));
  return rows
    .filter((r) => title.test(r.title))
    .map((r) => emailOf.get(r.userId) ?? r.userId)
    .sort();
}

async function inboxHas(who: Who, taskId: string, title: RegExp) {
  const res = await call(who, 'POST', '/api/notifications/get_notifications', { pagesize: 50 });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { refId: string; title: string }[]).some((n) => n.refId === taskId && title.test(n.title));
}

describe('the uncovered sweep', () => {
  it('tells the hospital and vendor side of each task it marks uncovered, and no other hospital', async () => {
    const past = dayjs().subtract(30, 'minute').startOf('minute');
    const north = await addTask('admin', past);
    const south = await addTask('south', past);
    await ok('manager', '/task/offer', { task_id: south, repId });
    // Booked before their start, as if days ago (a task booked after its start is a record, never swept).
    for (const id of [north, south]) {
      await t.ctx.db
        .update(tasks)
        .set({ createdAt: past.subtract(2, 'day').toDate() })
        .where(eq(tasks.id, id));
    }

    const stop = startUncoveredSweep(t.ctx, 3600);
    try {
      await vi.waitFor(
        async () => {
          const rows = await t.ctx.db.select({ id: tasks.id, status: tasks.status }).from(tasks);
          const status = new Map(rows.map((r) => [r.id, r.status]));
          expect([status.get(north), status.get(south)]).toEqual(['uncovered', 'uncovered']);
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      stop();
    }

    expect(await told(north, 'task_uncovered')).toEqual(NORTH_CARDIOLOGY);
    // A pending task's rep hears about it too; Southside's Orthopedics Scheduler does not.
    expect(await told(south, 'task_uncovered')).toEqual([...SOUTH_CARDIOLOGY, 'rep@medvance.test'].sort());

    expect(await inboxHas('scheduler', north, /uncovered/i)).toBe(true);
    expect(await inboxHas('south', north, /uncovered/i)).toBe(false);
    expect(await inboxHas('south', south, /uncovered/i)).toBe(true);
    expect(await inboxHas('admin', south, /uncovered/i)).toBe(false);
    expect(await inboxHas('southScheduler', south, /uncovered/i)).toBe(false);
  });
});

describe('status changes by the company side', () => {
  it('tells the hospital when the rep declines, not the rep himself', async () => {
    const id = await addTask('admin');
    await ok('manager', '/task/offer', { task_id: id, repId });
    await ok('rep', '/task/respond', { task_id: id, accept: false });
    expect(await told(id, 'task_status', /declined/)).toEqual(NORTH_CARDIOLOGY);
    expect(await inboxHas('scheduler', id, /declined/)).toBe(true);
    expect(await inboxHas('south', id, /declined/)).toBe(false);
  });

  it('tells the hospital of the task when the rep checks in and completes', async () => {
    const id = await addTask('admin');
    await ok('manager', '/task/offer', { task_id: id, repId });
    await ok('rep', '/task/respond', { task_id: id, accept: true });
    await ok('rep', '/task/checkin', { task_id: id });
    expect(await told(id, 'task_status', /checked in/)).toEqual(NORTH_CARDIOLOGY);
    await ok('rep', '/task/complete', { task_id: id, products: [{ name: 'Pacing Lead', price: 10, quantity: 1 }] });
    expect(await told(id, 'task_status', /completed/)).toEqual(NORTH_CARDIOLOGY);
    expect(await inboxHas('admin', id, /checked in/)).toBe(true);
    expect(await inboxHas('admin', id, /completed/)).toBe(true);
    expect(await inboxHas('rep', id, /checked in|completed/)).toBe(false);
  });

  it('tells another hospital\u2019s staff about their own task, and Northside nothing', async () => {
    const id = await addTask('south');
    await ok('manager', '/task/offer', { task_id: id, repId });
    await ok('rep', '/task/respond', { task_id: id, accept: false });
    expect(await told(id, 'task_status', /declined/)).toEqual(SOUTH_CARDIOLOGY);
    await ok('manager', '/task/offer', { task_id: id, repId });
    await ok('rep', '/task/respond', { task_id: id, accept: true });
    await ok('rep', '/task/checkin', { task_id: id });
    await ok('rep', '/task/complete', { task_id: id, products: [] });
    expect(await told(id, 'task_status', /checked in/)).toEqual(SOUTH_CARDIOLOGY);
    expect(await told(id, 'task_status', /completed/)).toEqual(SOUTH_CARDIOLOGY);
    const everyone = await told(id, 'task_status');
    expect(everyone.some((e) => e.endsWith('@northside.test'))).toBe(false);
    expect(everyone).not.toContain('scheduler@southside.test');
  });
});
