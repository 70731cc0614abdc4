import { MSG, dayjs } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';

// The task list's filters one by one, and all at once, on a task booked on a day of its own: each
// finds it with a matching value and hides it with another. The browser suite takes the list's
// filters once, as a user narrows it to one task.

const ZONE = 'America/New_York';

let t: TestApp;
let ids: DemoIds;
let call: Call<'admin'>;
let task: { id: string; start: dayjs.Dayjs };

/** The list's filters for one day in the hospital's zone, as the web app sends them. */
function dayRange(day: dayjs.Dayjs, lastDay = day) {
  return {
    startDate: dayjs.tz(`${day.format('YYYY-MM-DD')} 00:00:01`, ZONE).toISOString(),
    endDate: dayjs.tz(`${lastDay.format('YYYY-MM-DD')} 23:59:59`, ZONE).toISOString(),
  };
}

async function listed(filters: Record<string, unknown>): Promise<string[]> {
  const res = await call('admin', 'POST', '/taskList', {
    taskStatus: 'all',
    pagesize: 50,
    ...dayRange(task.start),
    ...filters,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().list as { _id: string }[]).map((r) => r._id);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin'], '/api/task'));
  // Years ahead, where the demo data books nothing.
  const start = dayjs.tz(`${dayjs().tz(ZONE).add(5, 'year').format('YYYY-MM')}-06 10:15`, ZONE);
  const res = await call('admin', 'POST', '/addTask', {
    timezone: ZONE,
    companyId: ids.medvance,
    divisionId: ids.division,
    serviceId: ids.service,
    departmentId: ids.radiology,
    startDate: start.toISOString(),
    endDate: start.add(45, 'minute').toISOString(),
    // Not an emergency: an emergency is offered to the reps at once and would no longer be unassigned.
    priority: false,
    taskDescription: 'Filter check',
  });
  expect(res.statusCode, res.body).toBe(200);
  task = { id: res.json().data._id as string, start };
});
afterAll(() => t.close());

describe('task list filters', () => {
  it('the task\u2019s own day holds it alone; the next day does not', async () => {
    expect(await listed({})).toEqual([task.id]);
    expect(await listed(dayRange(task.start.add(1, 'day')))).toEqual([]);
    expect(await listed(dayRange(task.start.subtract(1, 'day')))).toEqual([]);
    expect(await listed(dayRange(task.start.subtract(1, 'day'), task.start))).toEqual([task.id]);
  });

  it('the search finds it by task name and by company name, not by another service', async () => {
    expect(await listed({ search: 'Pacemaker' })).toEqual([task.id]);
    expect(await listed({ search: 'medvance' })).toEqual([task.id]);
    expect(await listed({ search: 'Knee' })).toEqual([]);
    expect(await listed({ search: '' })).toEqual([task.id]);
  });

  it.each([
    ['status', { taskStatus: 'Unassigned' }, { taskStatus: 'completed' }],
    ['department', { departmentId: 'radiology' }, { departmentId: 'cardiology' }],
    ['company', { companyId: 'medvance' }, { companyId: 'ortholine' }],
    ['priority', { emergency: 'normal' }, { emergency: 'emergency' }],
  ] as const)('the %s filter finds it with its value and hides it with another', async (_name, match, miss) => {
    const resolve = (f: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(f).map(([k, v]) => [k, k.endsWith('Id') ? ids[v as keyof DemoIds] : v]),
      ) as Record<string, string>;
    expect(await listed(resolve(match))).toEqual([task.id]);
    expect(await listed(resolve(miss))).toEqual([]);
  });

  it('every matching value at once still finds it; one value off hides it', async () => {
    const all = {
      search: 'Pacemaker',
      taskStatus: 'Unassigned',
      departmentId: ids.radiology,
      companyId: ids.medvance,
      emergency: 'normal',
    };
    expect(await listed(all)).toEqual([task.id]);
    expect(await listed({ ...all, emergency: 'emergency' })).toEqual([]);
    expect(await listed({ ...all, companyId: ids.ortholine })).toEqual([]);
  });

  it.each(['unassigned', 'UNASSIGNED', ' Unassigned '])(
    'reads the status filter %j in any case',
    async (taskStatus) => {
      expect(await listed({ taskStatus })).toEqual([task.id]);
    },
  );

  it('refuses an unknown status filter with the catalogue\u2019s text, not a raw validator message', async () => {
    const res = await call('admin', 'POST', '/taskList', { taskStatus: 'open' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.tasks.statusFilterInvalid);
  });
});
