import { dayjs } from '@casecover/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index';
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

const NY = 'America/New_York';
type Who = 'admin' | 'master' | 'scheduler' | 'neuro' | 'south' | 'southMaster' | 'southScheduler' | 'manager' | 'rep';
const WHO: Who[] = [
  'admin',
  'master',
  'scheduler',
  'neuro',
  'south',
  'southMaster',
  'southScheduler',
  'manager',
  'rep',
];

let t: TestApp;
let ids: DemoIds & { rep: string };
let api: Call<Who>;

beforeAll(async () => {
  t = await createTestApp();
  ids = { ...(await demoIds(t.ctx.db)), rep: await userIdOf(t, DEMO_USERS.rep) };
  ({ call: api } = await loginAs(t, WHO, '/api/task'));
});
afterAll(() => t.close());

async function addTask(who: Who, start: dayjs.Dayjs, departmentId: string | undefined) {
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
async function views(who: Who, at: dayjs.Dayjs, extra: Record<string, unknown> = {}) {
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
    for (const who of ['admin', 'scheduler'] as const) {
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
    for (const who of ['south', 'southMaster'] as const) {
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
