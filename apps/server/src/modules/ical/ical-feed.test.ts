import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, taskAssignees, tasks, users } from '../../db/schema/index';
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

type Who = 'admin' | 'south' | 'rep' | 'scheduler';
let t: TestApp;
let call: Call<Who>;
let ids: DemoIds;
const PUBLIC_URL = 'https://casecover.example.org';
const DESCRIPTION =
  'Bring the loaner tray; check sizes, then call Dr. Ng \\ ward 4 — ünïcödé text that runs long '.repeat(2);

async function createFeed(who: Who) {
  const res = await call(who, 'POST', '/api/user/calendarFeed');
  expect(res.statusCode).toBe(201);
  const url = res.json<{ data: { url: string } }>().data.url;
  expect(url).toMatch(/^https:\/\/casecover\.example\.org\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  return url.slice(PUBLIC_URL.length);
}

const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

/** The feed's events, parsed by ical.js, by UID. */
function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.name).toBe('vcalendar');
  return new Map(
    calendar.getAllSubcomponents('vevent').map((c) => {
      const event = new ICAL.Event(c);
      return [event.uid, { event, component: c }];
    }),
  );
}

async function bookTask(daysAhead: number, extra: Record<string, unknown> = {}) {
  const res = await call('admin', 'POST', '/api/task/addTask', { ...demoTaskBody(ids, daysAhead), ...extra });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { _id: string } }>().data._id;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'south', 'rep', 'scheduler']));
}, 120_000);
afterAll(() => t.close());

describe('calendar feed', () => {
  it('lists a booked task as an RFC 5545 event, field by field, without patient data', async () => {
    const taskId = await bookTask(3, { taskDescription: DESCRIPTION, patientName: 'Zed Feedpatient' });
    const path = await createFeed('admin');
    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    // CRLF line ends only, and no line longer than 75 octets.
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(res.body).not.toContain('Zed Feedpatient');

    const [task] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!task) throw new Error('task not stored');
    const found = eventsOf(res.body).get(`${taskId}@casecover`);
    if (!found) throw new Error('the booked task is not in the feed');
    const { event, component } = found;
    expect(event.startDate.toJSDate().toISOString()).toBe(task.startDate.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(task.endDate.toISOString());
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.summary).toBe('Pacemaker Implant \u2013 Cardiology (Unassigned)');
    expect(event.sequence).toBe(0);
    expect(component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(String(component.getFirstPropertyValue('dtstamp'))).toBe(
      ICAL.Time.fromJSDate(task.updatedAt, true).toString(),
    );
    expect(event.description).toContain(DESCRIPTION.trim());
    expect(event.description).toContain('Company: MedVance Surgical');
    expect(event.description).toContain(`${PUBLIC_URL}/task/${taskId}`);
    expect(event.location).toBeTruthy();
    expect(component.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/task/${taskId}`);
  });

  it('raises SEQUENCE on an edit, keeps a cancelled task as CANCELLED, and answers 304 to a current ETag', async () => {
    const taskId = await bookTask(4);
    const path = await createFeed('admin');
    const uid = `${taskId}@casecover`;
    const first = await fetchFeed(path);
    const before = eventsOf(first.body).get(uid)?.event.sequence ?? -1;

    const unchanged = await fetchFeed(path, { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const edit = await call('admin', 'PUT', '/api/task/task/edit', { task_id: taskId, taskDescription: 'Changed' });
    expect(edit.statusCode).toBe(200);
    const edited = await fetchFeed(path, { 'if-none-match': String(first.headers.etag) });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    const afterEdit = eventsOf(edited.body).get(uid)?.event.sequence ?? -1;
    expect(afterEdit).toBeGreaterThan(before);

    const cancel = await call('admin', 'PUT', '/api/task/assign_task', {
      _id: taskId,
      taskStatus: 'cancelled',
      note: 'Patient moved',
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = eventsOf((await fetchFeed(path)).body).get(uid);
    expect(cancelled?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled?.event.summary).toContain('(Cancelled)');
    expect(cancelled?.event.sequence ?? -1).toBeGreaterThan(afterEdit);
  });

  it('shows each user only the tasks he can see, within 30 days back and 180 ahead', async () => {
    const northTask = await bookTask(5);
    const farTask = await bookTask(6);
    await t.ctx.db
      .update(tasks)
      .set({
        startDate: new Date(Date.now() - 40 * 86_400_000),
        endDate: new Date(Date.now() - 40 * 86_400_000 + 3_600_000),
      })
      .where(eq(tasks.id, farTask));
    const admin = eventsOf((await fetchFeed(await createFeed('admin'))).body);
    expect(admin.has(`${northTask}@casecover`)).toBe(true);
    expect(admin.has(`${farTask}@casecover`)).toBe(false);

    const south = eventsOf((await fetchFeed(await createFeed('south'))).body);
    expect(south.size).toBeGreaterThan(0);
    expect(south.has(`${northTask}@casecover`)).toBe(false);
    const southTasks = await t.ctx.db.select({ id: tasks.id, accountId: tasks.accountId }).from(tasks);
    const accountOf = new Map(southTasks.map((r) => [`${r.id}@casecover`, r.accountId]));
    for (const uid of south.keys()) expect(accountOf.get(uid)).toBe(ids.south);

    const repId = await userIdOf(t, DEMO_USERS.rep);
    const repTasks = new Set(
      (
        await t.ctx.db.select({ id: taskAssignees.taskId }).from(taskAssignees).where(eq(taskAssignees.userId, repId))
      ).map((r) => `${r.id}@casecover`),
    );
    const rep = eventsOf((await fetchFeed(await createFeed('rep'))).body);
    for (const uid of rep.keys()) expect(repTasks.has(uid)).toBe(true);
  });

  it('answers 404 at once after a revocation, for a replaced address, and for a suspended user', async () => {
    const old = await createFeed('scheduler');
    const current = await createFeed('scheduler');
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(current)).statusCode).toBe(200);
    const status = await call('scheduler', 'GET', '/api/user/calendarFeed');
    expect(status.json<{ data: { active: boolean; lastUsedAt: string | null } }>().data).toMatchObject({
      active: true,
      lastUsedAt: expect.any(String) as unknown,
    });

    const revoke = await call('scheduler', 'DELETE', '/api/user/calendarFeed');
    expect(revoke.statusCode).toBe(200);
    expect((await fetchFeed(current)).statusCode).toBe(404);
    expect(
      (await call('scheduler', 'GET', '/api/user/calendarFeed')).json<{ data: { active: boolean } }>().data.active,
    ).toBe(false);

    const again = await createFeed('scheduler');
    const schedulerId = await userIdOf(t, DEMO_USERS.scheduler);
    await t.ctx.db.update(users).set({ suspended: true }).where(eq(users.id, schedulerId));
    try {
      expect((await fetchFeed(again)).statusCode).toBe(404);
    } finally {
      await t.ctx.db.update(users).set({ suspended: false }).where(eq(users.id, schedulerId));
    }
    // Only the hash is stored: the address's secret is nowhere in the table.
    const secret = again.slice('/ical/'.length, -'.ics'.length);
    const stored = await t.ctx.db.select({ hash: calendarFeeds.tokenHash }).from(calendarFeeds);
    expect(stored.some((r) => r.hash.includes(secret))).toBe(false);
  });

  it('answers 404 for a malformed or unknown address and 401 to management without a session', async () => {
    expect((await fetchFeed('/ical/nothing.ics')).statusCode).toBe(404);
    expect((await fetchFeed(`/ical/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed(`/ical/${'a'.repeat(43)}.txt`)).statusCode).toBe(404);
    expect((await call('nobody', 'POST', '/api/user/calendarFeed')).statusCode).toBe(401);
    expect((await call('nobody', 'GET', '/api/user/calendarFeed')).statusCode).toBe(401);
  });
});
