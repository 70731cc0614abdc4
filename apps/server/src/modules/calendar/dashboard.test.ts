import { dayjs, LIMITS } from '@casecover/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskAssignees, tasks, users } from '../../db/schema/index';
import { bearer, createTestApp, demoIds, loginAs, type TestApp } from '../../../test/helpers';

const NY = 'America/New_York';
let t: TestApp;
const tok: Record<string, string> = {};
let fixture: {
  accountId: string;
  cardiology: string;
  neurology: string;
  companyId: string;
  divisionId: string;
  serviceId: string;
  southAccount: string;
  southDep: string;
};

beforeAll(async () => {
  t = await createTestApp();
  const who = ['admin', 'scheduler', 'south', 'rep', 'companyAdmin'] as const;
  const session = await loginAs(t, who);
  for (const u of who) tok[u] = session.token(u);
  const db = t.ctx.db;
  const ids = await demoIds(db);
  const north = ids.north;
  fixture = {
    accountId: north,
    cardiology: ids.cardiology,
    neurology: ids.neurology,
    southAccount: ids.south,
    southDep: ids.southCardiology,
    companyId: ids.medvance,
    divisionId: ids.division,
    serviceId: ids.service,
  };
  // A quiet year far from the demo data, so counts are exact.
  await db.delete(tasks).where(and(eq(tasks.accountId, north), eq(tasks.name, 'Fixture')));
});
afterAll(() => t.close());

async function insert(wall: string, overrides: Partial<typeof tasks.$inferInsert> = {}) {
  const start = dayjs.tz(wall, 'YYYY-MM-DD HH:mm', NY);
  const [row] = await t.ctx.db
    .insert(tasks)
    .values({
      accountId: fixture.accountId,
      departmentId: fixture.cardiology,
      companyId: fixture.companyId,
      divisionId: fixture.divisionId,
      serviceId: fixture.serviceId,
      name: 'Fixture',
      startDate: start.toDate(),
      endDate: start.add(1, 'hour').toDate(),
      timeZone: NY,
      ...overrides,
    })
    .returning({ id: tasks.id });
  return row?.id ?? '';
}

const dash = (who: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/task/dashboard',
    headers: bearer(tok[who] ?? ''),
    payload: { timeZone: NY, ...body },
  });

const range = (fromDay: string, toDay: string) => ({
  startDate: dayjs.tz(`${fromDay} 00:00`, 'YYYY-MM-DD HH:mm', NY).toISOString(),
  endDate: dayjs.tz(`${toDay} 00:00`, 'YYYY-MM-DD HH:mm', NY).toISOString(),
});

describe('POST /api/task/dashboard', () => {
  it('includes tasks by the user\u2019s local day at month edges', async () => {
    const lastOfMonth = await insert('2031-01-31 22:30');
    const firstOfNext = await insert('2031-02-01 00:15');
    const jan = await dash('admin', range('2031-01-01', '2031-02-01'));
    const janIds = jan.json().data.tasks.map((e: { _id: string }) => e._id);
    expect(janIds).toContain(lastOfMonth);
    expect(janIds).not.toContain(firstOfNext);
    const feb = await dash('admin', range('2031-02-01', '2031-03-01'));
    expect(feb.json().data.tasks.map((e: { _id: string }) => e._id)).toEqual([firstOfNext]);
  });

  it('answers each event whole: instants in UTC to the millisecond, status, emergency, company, and the rep only once he shows', async () => {
    const [rep] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'rep@medvance.test'));
    const begin = dayjs.tz('2034-06-10 09:15', 'YYYY-MM-DD HH:mm', NY).add(250, 'millisecond');
    const accepted = await insert('2034-06-10 09:15', {
      startDate: begin.toDate(),
      endDate: begin.add(90, 'minute').toDate(),
      status: 'assigned',
      isEmergency: true,
    });
    const pending = await insert('2034-06-10 11:00', { status: 'pending' });
    await t.ctx.db.insert(taskAssignees).values([
      { taskId: accepted, userId: rep?.id ?? '' },
      { taskId: pending, userId: rep?.id ?? '' },
    ]);
    const expected = [
      {
        _id: accepted,
        title: 'Fixture',
        start: '2034-06-10T13:15:00.250Z',
        end: '2034-06-10T14:45:00.250Z',
        taskstatus: 'assigned',
        isEmergency: true,
        companyData: { name: 'MedVance Surgical' },
        assignedTo: { name: 'Jordan Ellis' },
      },
      {
        _id: pending,
        title: 'Fixture',
        start: '2034-06-10T15:00:00.000Z',
        end: '2034-06-10T16:00:00.000Z',
        taskstatus: 'pending',
        isEmergency: false,
        companyData: { name: 'MedVance Surgical' },
        assignedTo: null,
      },
    ];
    const month = (await dash('admin', range('2034-06-01', '2034-07-01'))).json().data;
    expect(month.tasks).toEqual(expected);
    // The Pending panel's events (the demo's soonest, ahead of these) are built the same way.
    expect(month.upcoming_tasks.length).toBeGreaterThan(0);
    for (const e of month.upcoming_tasks) {
      expect(e).toEqual({
        _id: expect.any(String),
        title: expect.any(String),
        start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        taskstatus: expect.stringMatching(/^(unassigned|pending)$/),
        isEmergency: expect.any(Boolean),
        companyData: { name: expect.any(String) },
        assignedTo: null,
      });
    }
    const day = await t.app.inject({
      method: 'POST',
      url: '/api/task/dashboard/day',
      headers: bearer(tok.admin ?? ''),
      payload: { date: '2034-06-10', timeZone: NY },
    });
    expect(day.json().data).toEqual(expected);
  });

  it('includes a task that began before the range and runs into it, under the day it began', async () => {
    const begin = dayjs.tz('2032-01-31 23:30', 'YYYY-MM-DD HH:mm', NY);
    const spanning = await insert('2032-01-31 23:30', { endDate: begin.add(2, 'hour').toDate() });
    const endedBefore = await insert('2032-01-31 22:00');
    const inside = await insert('2032-02-01 08:00');
    const res = await dash('admin', { ...range('2032-02-01', '2032-03-01'), perDay: 1 });
    const body = res.json().data;
    expect(body.tasks.map((e: { _id: string }) => e._id)).toEqual([spanning, inside]);
    expect(body.tasks.map((e: { _id: string }) => e._id)).not.toContain(endedBefore);
    expect(body.hidden).toEqual([]);
  });

  it('groups days in the user\u2019s zone across the March DST change', async () => {
    const before = await insert('2031-03-08 23:30'); // EST
    const after = await insert('2031-03-09 03:30'); // EDT, the change happens at 02:00 on 9 March
    const res = await dash('admin', { ...range('2031-03-08', '2031-03-10'), perDay: 1 });
    const body = res.json().data;
    expect(body.tasks.map((e: { _id: string }) => e._id)).toEqual([before, after]);
    expect(body.hidden).toEqual([]);
    expect(body.tasks[1].start).toBe('2031-03-09T07:30:00.000Z');
  });

  it('sends at most perDay events a day with the count of the rest, and the rest on demand', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push(await insert(`2031-05-14 ${String(8 + i).padStart(2, '0')}:00`));
    await insert('2031-05-15 09:00');
    const res = await dash('admin', { ...range('2031-05-01', '2031-06-01'), perDay: 5 });
    const body = res.json().data;
    const may14 = body.tasks.filter((e: { start: string }) => e.start.startsWith('2031-05-14'));
    expect(may14.map((e: { _id: string }) => e._id)).toEqual(ids.slice(0, 5));
    expect(body.hidden).toEqual([{ date: '2031-05-14', count: 4 }]);
    const day = await t.app.inject({
      method: 'POST',
      url: '/api/task/dashboard/day',
      headers: bearer(tok.admin ?? ''),
      payload: { date: '2031-05-14', timeZone: NY },
    });
    expect(day.json().data.map((e: { _id: string }) => e._id)).toEqual(ids);
  });

  it('keeps each day\u2019s count of the rest exact through moves, deletions and cancellations, for a hospital, a company and any zone', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await insert(`2033-04-12 ${String(8 + i).padStart(2, '0')}:00`));
    // The same company's task at another hospital: the company sees it, Northside does not.
    await insert('2033-04-12 09:30', { accountId: fixture.southAccount, departmentId: fixture.southDep });
    const month = range('2033-04-01', '2033-05-01');
    // A half-hour zone: its days begin inside UTC hours (18:30 UTC), so they are counted task by task.
    const kolkata = {
      timeZone: 'Asia/Kolkata',
      startDate: dayjs.tz('2033-04-01 00:00', 'YYYY-MM-DD HH:mm', 'Asia/Kolkata').toISOString(),
      endDate: dayjs.tz('2033-05-01 00:00', 'YYYY-MM-DD HH:mm', 'Asia/Kolkata').toISOString(),
    };
    const hidden = async (who: string, extra: Record<string, unknown> = {}) =>
      (await dash(who, { ...month, perDay: 5, ...extra })).json().data.hidden;
    const everywhere = async () => ({
      admin: await hidden('admin'),
      cardiology: await hidden('admin', { departmentId: fixture.cardiology }),
      kolkata: await hidden('admin', kolkata),
      company: await hidden('companyAdmin'),
    });
    expect(await everywhere()).toEqual({
      admin: [{ date: '2033-04-12', count: 2 }],
      cardiology: [{ date: '2033-04-12', count: 2 }],
      kolkata: [{ date: '2033-04-12', count: 2 }],
      company: [{ date: '2033-04-12', count: 3 }],
    });

    const moved = dayjs.tz('2033-04-13 08:00', 'YYYY-MM-DD HH:mm', NY);
    await t.ctx.db
      .update(tasks)
      .set({ startDate: moved.toDate(), endDate: moved.add(1, 'hour').toDate() })
      .where(eq(tasks.id, ids[0] ?? ''));
    await t.ctx.db.delete(tasks).where(eq(tasks.id, ids[1] ?? ''));
    await t.ctx.db
      .update(tasks)
      .set({ status: 'cancelled' })
      .where(eq(tasks.id, ids[2] ?? ''));
    // Five left on the 12th, the cancelled one among them (the calendar still shows it).
    expect(await everywhere()).toEqual({
      admin: [],
      cardiology: [],
      kolkata: [],
      company: [{ date: '2033-04-12', count: 1 }],
    });
    await insert('2033-04-12 07:30');
    expect(await everywhere()).toEqual({
      admin: [{ date: '2033-04-12', count: 1 }],
      cardiology: [{ date: '2033-04-12', count: 1 }],
      kolkata: [{ date: '2033-04-12', count: 1 }],
      company: [{ date: '2033-04-12', count: 2 }],
    });
  });

  it('narrows by department, fixes a scheduler to his, and never shows another hospital\u2019s tasks', async () => {
    const cardio = await insert('2031-07-01 10:00');
    const neuro = await insert('2031-07-01 11:00', { departmentId: fixture.neurology });
    const southTask = await insert('2031-07-01 12:00', {
      accountId: fixture.southAccount,
      departmentId: fixture.southDep,
    });
    const window = range('2031-07-01', '2031-07-02');
    const ids = async (who: string, extra: Record<string, unknown> = {}) =>
      (await dash(who, { ...window, ...extra })).json().data.tasks.map((e: { _id: string }) => e._id);
    expect(await ids('admin')).toEqual([cardio, neuro]);
    expect(await ids('admin', { departmentId: fixture.neurology })).toEqual([neuro]);
    expect(await ids('scheduler')).toEqual([cardio]);
    expect(await ids('scheduler', { departmentId: fixture.neurology })).toEqual([cardio]);
    expect(await ids('south')).toEqual([southTask]);
  });

  it('lists open upcoming tasks in the Pending panel, soonest first, beside the month\u2019s events', async () => {
    const soon = dayjs().add(2, 'minute').tz(NY).format('YYYY-MM-DD HH:mm');
    const open = await insert(soon, { status: 'unassigned' });
    const taken = await insert(soon, { status: 'assigned' });
    const past = await insert(dayjs().subtract(2, 'hour').tz(NY).format('YYYY-MM-DD HH:mm'), { status: 'pending' });
    const res = await dash('admin', range('2031-07-01', '2031-07-02'));
    const upcoming = res.json().data.upcoming_tasks as { _id: string; taskstatus: string; start: string }[];
    expect(upcoming.map((e) => e._id)).toContain(open);
    expect(upcoming.map((e) => e._id)).not.toContain(taken);
    expect(upcoming.map((e) => e._id)).not.toContain(past);
    expect(upcoming.length).toBeLessThanOrEqual(LIMITS.upcomingMax);
    expect(upcoming.every((e) => ['unassigned', 'pending'].includes(e.taskstatus))).toBe(true);
    expect(upcoming.every((e) => Date.parse(e.start) >= Date.now() - 60_000)).toBe(true);
    const starts = upcoming.map((e) => Date.parse(e.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // The month's events are the range's own, whatever the panel holds.
    expect(res.json().data.tasks.map((e: { _id: string }) => e._id)).not.toContain(open);
  });

  it('fills the Pending panel up to its limit, the soonest kept', async () => {
    const base = dayjs().add(3, 'minute');
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.upcomingMax + 3; i++) {
      ids.push(await insert(base.add(i, 'minute').tz(NY).format('YYYY-MM-DD HH:mm'), { status: 'pending' }));
    }
    const upcoming = (await dash('admin', range('2031-07-01', '2031-07-02'))).json().data.upcoming_tasks as {
      _id: string;
    }[];
    expect(upcoming).toHaveLength(LIMITS.upcomingMax);
    const shown = new Set(upcoming.map((e) => e._id));
    // The soonest of these is shown, the latest is not, and none is left out before one is shown.
    expect(shown.has(ids[0] ?? '')).toBe(true);
    expect(shown.has(ids.at(-1) ?? '')).toBe(false);
    const firstMissing = ids.findIndex((id) => !shown.has(id));
    expect(ids.slice(firstMissing).some((id) => shown.has(id))).toBe(false);
    await t.ctx.db.delete(tasks).where(inArray(tasks.id, ids));
  });

  it('answers 400 to a bad range and 401 without a session', async () => {
    expect((await dash('admin', { startDate: 'x', endDate: 'y' })).statusCode).toBe(400);
    expect((await dash('admin', range('2031-01-01', '2031-06-01'))).statusCode).toBe(400);
    expect((await dash('admin', range('2031-02-01', '2031-01-01'))).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/task/dashboard', payload: range('2031-01-01', '2031-01-02') }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/task/dashboard/:id', () => {
  it('shows rep details for an assigned task and hides them for pending ones', async () => {
    const [rep] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'rep@medvance.test'));
    const assigned = await insert('2031-08-01 10:00', { status: 'assigned' });
    const pending = await insert('2031-08-01 11:00', { status: 'pending' });
    const { taskAssignees } = await import('../../db/schema/index');
    await t.ctx.db.insert(taskAssignees).values([
      { taskId: assigned, userId: rep?.id ?? '' },
      { taskId: pending, userId: rep?.id ?? '' },
    ]);
    const a = await t.app.inject({
      method: 'GET',
      url: `/api/task/dashboard/${assigned}`,
      headers: bearer(tok.admin ?? ''),
    });
    expect(a.json().data).toMatchObject({
      taskName: 'Fixture',
      taskStatus: 'assigned',
      companyData: { name: 'MedVance Surgical' },
    });
    expect(a.json().data.assignedTo).toMatchObject({ name: 'Jordan Ellis', email: 'rep@medvance.test' });
    const p = await t.app.inject({
      method: 'GET',
      url: `/api/task/dashboard/${pending}`,
      headers: bearer(tok.admin ?? ''),
    });
    expect(p.json().data.assignedTo).toBeNull();
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/task/dashboard/${assigned}`,
      headers: bearer(tok.south ?? ''),
    });
    expect(other.statusCode).toBe(404);
  });
});
