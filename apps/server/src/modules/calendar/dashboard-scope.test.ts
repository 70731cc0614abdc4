import { dayjs } from '@casecover/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, companyUnits, departments, services, tasks, users } from '../../db/schema/index';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';

const NY = 'America/New_York';
let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [k, email] of Object.entries({
    admin: 'admin@northside.test',
    master: 'master@northside.test',
    scheduler: 'scheduler@northside.test',
    neuro: 'scheduler.neurology@northside.test',
    south: 'admin@southside.test',
    southMaster: 'master@southside.test',
    southScheduler: 'scheduler@southside.test',
    manager: 'manager@medvance.test',
    rep: 'rep@medvance.test',
  })) {
    tok[k] = await login(t, email);
  }
  const db = t.ctx.db;
  const acc = await db.select({ id: accounts.id, name: accounts.name }).from(accounts);
  ids.north = acc.find((a) => a.name === 'Northside Hospital')?.id ?? '';
  ids.south = acc.find((a) => a.name === 'Southside Hospital')?.id ?? '';
  const deps = await db
    .select({ id: departments.id, name: departments.name, accountId: departments.accountId })
    .from(departments);
  ids.cardiology = deps.find((d) => d.accountId === ids.north && d.name === 'Cardiology')?.id ?? '';
  ids.neurology = deps.find((d) => d.accountId === ids.north && d.name === 'Neurology')?.id ?? '';
  ids.southCardiology = deps.find((d) => d.accountId === ids.south && d.name === 'Cardiology')?.id ?? '';
  ids.southOrthopedics = deps.find((d) => d.accountId === ids.south && d.name === 'Orthopedics')?.id ?? '';
  const [mv] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'MedVance Surgical'));
  ids.medvance = mv?.id ?? '';
  const [div] = await db
    .select({ id: companyUnits.id })
    .from(companyUnits)
    .where(and(eq(companyUnits.companyId, ids.medvance), eq(companyUnits.name, 'Cardiovascular')));
  ids.division = div?.id ?? '';
  const [svc] = await db.select({ id: services.id }).from(services).where(eq(services.name, 'Pacemaker Implant'));
  ids.service = svc?.id ?? '';
  const [rep] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'rep@medvance.test'));
  ids.rep = rep?.id ?? '';
});
afterAll(() => t.close());

const api = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/task${url}`, headers: bearer(tok[who] ?? ''), ...(payload ? { payload } : {}) });

async function addTask(who: string, start: dayjs.Dayjs, departmentId: string | undefined) {
  const res = await api(who, 'POST', '/addTask', {
    timezone: NY,
    companyId: ids.medvance,
    departmentId,
    serviceId: ids.service,
    divisionId: ids.division,
    startDate: start.toISOString(),
    endDate: start.add(1, 'hour').toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

type Event = { _id: string; taskstatus: string; assignedTo: { name: string } | null };

/** The calendar of the local day a moment falls on, and that day's "+N more" list. */
async function views(who: string, at: dayjs.Dayjs, extra: Record<string, unknown> = {}) {
  const day = at.tz(NY).startOf('day');
  const dash = await api(who, 'POST', '/dashboard', {
    timeZone: NY,
    startDate: day.toISOString(),
    endDate: day.add(1, 'day').toISOString(),
    perDay: 200,
    ...extra,
  });
  expect(dash.statusCode, dash.body).toBe(200);
  const list = await api(who, 'POST', '/dashboard/day', { timeZone: NY, date: day.format('YYYY-MM-DD'), ...extra });
  expect(list.statusCode, list.body).toBe(200);
  return {
    calendar: dash.json().data.tasks as Event[],
    upcoming: dash.json().data.upcoming_tasks as Event[],
    day: list.json().data as Event[],
  };
}

const idsOf = (events: Event[]) => events.map((e) => e._id);

async function where(taskIds: string[]) {
  if (!taskIds.length) return [];
  return t.ctx.db
    .select({ id: tasks.id, accountId: tasks.accountId, departmentId: tasks.departmentId })
    .from(tasks)
    .where(inArray(tasks.id, taskIds));
}

describe('rep details on the dashboard', () => {
  it('shows the rep of an accepted task and hides him once the task is cancelled', async () => {
    const start = dayjs().add(2, 'day').tz(NY).hour(10).minute(0).second(0).millisecond(0);
    const id = await addTask('admin', start, ids.cardiology);
    expect((await api('manager', 'POST', '/task/offer', { task_id: id, repId: ids.rep })).statusCode).toBe(200);
    expect((await api('rep', 'POST', '/task/respond', { task_id: id, accept: true })).statusCode).toBe(200);

    const popup = async () => {
      const res = await api('admin', 'GET', `/dashboard/${id}`);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const assigned = await popup();
    expect(assigned).toMatchObject({ taskStatus: 'assigned' });
    expect(assigned.assignedTo).toMatchObject({ name: 'Jordan Ellis', email: 'rep@medvance.test' });
    const before = await views('admin', start);
    expect(before.calendar.find((e) => e._id === id)?.assignedTo).toEqual({ name: 'Jordan Ellis' });
    expect(before.day.find((e) => e._id === id)?.assignedTo).toEqual({ name: 'Jordan Ellis' });

    const cancel = await api('admin', 'PUT', '/assign_task', {
      _id: id,
      taskStatus: 'cancelled',
      note: 'Patient moved',
    });
    expect(cancel.statusCode).toBe(200);

    const cancelled = await popup();
    expect(cancelled).toMatchObject({ taskStatus: 'cancelled', assignedTo: null });
    for (const who of ['admin', 'scheduler']) {
      const after = await views(who, start);
      expect(after.calendar.find((e) => e._id === id)).toMatchObject({ taskstatus: 'cancelled', assignedTo: null });
      expect(after.day.find((e) => e._id === id)).toMatchObject({ taskstatus: 'cancelled', assignedTo: null });
    }
  });
});

describe('the Pending panel and the day list are scoped', () => {
  let soon: dayjs.Dayjs;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    soon = dayjs().add(15, 'minute').startOf('minute');
    made.cardio = await addTask('admin', soon, ids.cardiology);
    made.neuro = await addTask('admin', soon, ids.neurology);
    made.southCardio = await addTask('south', soon, ids.southCardiology);
    made.southOrtho = await addTask('south', soon, ids.southOrthopedics);
  });

  it('gives the Account Admin his whole hospital and nothing of another', async () => {
    const v = await views('admin', soon);
    for (const list of [v.upcoming, v.day]) {
      expect(idsOf(list)).toEqual(expect.arrayContaining([made.cardio, made.neuro]));
      expect(idsOf(list)).not.toContain(made.southCardio);
      expect(idsOf(list)).not.toContain(made.southOrtho);
      expect((await where(idsOf(list))).every((r) => r.accountId === ids.north)).toBe(true);
    }
    expect(v.upcoming.every((e) => ['unassigned', 'pending'].includes(e.taskstatus))).toBe(true);
  });

  it('gives a Scheduler only his department, even when he asks for another', async () => {
    for (const extra of [{}, { departmentId: ids.neurology }]) {
      const v = await views('scheduler', soon, extra);
      for (const list of [v.upcoming, v.day]) {
        expect(idsOf(list)).toContain(made.cardio);
        expect(idsOf(list)).not.toContain(made.neuro);
        expect(idsOf(list)).not.toContain(made.southCardio);
        const rows = await where(idsOf(list));
        expect(rows.every((r) => r.accountId === ids.north && r.departmentId === ids.cardiology)).toBe(true);
      }
    }
    const neuro = await views('neuro', soon);
    for (const list of [neuro.upcoming, neuro.day]) {
      expect(idsOf(list)).toContain(made.neuro);
      expect(idsOf(list)).not.toContain(made.cardio);
      expect((await where(idsOf(list))).every((r) => r.departmentId === ids.neurology)).toBe(true);
    }
  });

  it('never shows a hospital user another hospital\u2019s tasks', async () => {
    for (const who of ['south', 'southMaster']) {
      const v = await views(who, soon);
      for (const list of [v.upcoming, v.day]) {
        expect(idsOf(list)).toEqual(expect.arrayContaining([made.southCardio, made.southOrtho]));
        expect(idsOf(list)).not.toContain(made.cardio);
        expect(idsOf(list)).not.toContain(made.neuro);
        expect((await where(idsOf(list))).every((r) => r.accountId === ids.south)).toBe(true);
      }
    }
    const southScheduler = await views('southScheduler', soon);
    for (const list of [southScheduler.upcoming, southScheduler.day]) {
      expect(idsOf(list)).toContain(made.southOrtho);
      expect(idsOf(list)).not.toContain(made.southCardio);
      const rows = await where(idsOf(list));
      expect(rows.every((r) => r.accountId === ids.south && r.departmentId === ids.southOrthopedics)).toBe(true);
    }
    const master = await views('master', soon);
    for (const list of [master.upcoming, master.day]) {
      expect((await where(idsOf(list))).every((r) => r.accountId === ids.north)).toBe(true);
      expect(idsOf(list)).toEqual(expect.arrayContaining([made.cardio, made.neuro]));
    }
  });
});
