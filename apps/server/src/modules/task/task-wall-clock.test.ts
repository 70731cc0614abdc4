import { MSG } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';

// A date-time without an offset is a wall-clock time: it is read in the zone the call gives, or
// refused with a 400 that says so; never read as UTC (nor as the server's own zone).

let t: TestApp;
let ids: DemoIds;
let call: Call<'admin'>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin'], '/api/task'));
});
afterAll(() => t.close());

const NY = 'America/New_York';

function booking(overrides: Record<string, unknown>) {
  return {
    companyId: ids.medvance,
    departmentId: ids.cardiology,
    serviceId: ids.service,
    divisionId: ids.division,
    location_id: null,
    taskDescription: 'Wall-clock booking',
    ...overrides,
  };
}

async function book(overrides: Record<string, unknown>) {
  const res = await call('admin', 'POST', '/addTask', booking(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

const detail = async (id: string) =>
  (await call('admin', 'GET', `/task/detail/${id}`)).json().data[0] as {
    startDate: string;
    endDate: string;
    timeZone: string;
  };

describe('wall-clock date-times over the API', () => {
  it('reads "2027-02-20 10:00" with timezone America/New_York as 10:00 in New York, not 10:00 UTC', async () => {
    const id = await book({ timezone: NY, startDate: '2027-02-20 10:00', endDate: '2027-02-20T11:30' });
    expect(await detail(id)).toMatchObject({
      startDate: '2027-02-20T15:00:00.000Z',
      endDate: '2027-02-20T16:30:00.000Z',
      timeZone: NY,
    });
  });

  it('reads wall-clock times in a half-hour zone and across a DST change', async () => {
    const kolkata = await book({
      timezone: 'Asia/Kolkata',
      startDate: '2027-02-20 10:00',
      endDate: '2027-02-20 11:00',
    });
    expect((await detail(kolkata)).startDate).toBe('2027-02-20T04:30:00.000Z');
    // 14 March 2027 in New York: 01:30 EST, then 04:30 EDT is two hours of elapsed time later.
    const spring = await book({ timezone: NY, startDate: '2027-03-14 01:30', endDate: '2027-03-14 04:30' });
    expect(await detail(spring)).toMatchObject({
      startDate: '2027-03-14T06:30:00.000Z',
      endDate: '2027-03-14T08:30:00.000Z',
    });
  });

  it('keeps dates with an offset as the instants they name, whatever the zone', async () => {
    const id = await book({ timezone: NY, startDate: '2027-02-20T10:00:00Z', endDate: '2027-02-20T12:00:00+01:00' });
    expect(await detail(id)).toMatchObject({
      startDate: '2027-02-20T10:00:00.000Z',
      endDate: '2027-02-20T11:00:00.000Z',
    });
  });

  it('refuses a wall-clock time with no zone, or a zone nobody knows, with a 400 that says what to send', async () => {
    for (const timezone of [undefined, '', 'Mars/Olympus_Mons']) {
      const res = await call(
        'admin',
        'POST',
        '/addTask',
        booking({ timezone, startDate: '2027-02-20 10:00', endDate: '2027-02-20 11:00' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.tasks.dateNeedsZone);
    }
    const endOnly = await call(
      'admin',
      'POST',
      '/addTask',
      booking({ startDate: '2027-02-20T10:00:00Z', endDate: '2027-02-20 11:00' }),
    );
    expect(endOnly.json().msg).toBe(MSG.tasks.dateNeedsZone);
    const nonsense = await call('admin', 'POST', '/addTask', booking({ timezone: NY, startDate: '2027-02-30 10:00' }));
    expect(nonsense.json().msg).toBe(MSG.tasks.startRequired);
  });

  it('reads an edit\u2019s wall-clock times in the zone it names, else in the task\u2019s own zone', async () => {
    const id = await book({ timezone: NY, startDate: '2027-02-20 10:00', endDate: '2027-02-20 11:00' });
    const edit = (body: Record<string, unknown>) => call('admin', 'PUT', '/task/edit', { task_id: id, ...body });
    expect((await edit({ startDate: '2027-02-21 09:00', endDate: '2027-02-21 10:00' })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({
      startDate: '2027-02-21T14:00:00.000Z',
      endDate: '2027-02-21T15:00:00.000Z',
    });
    const kolkata = await edit({
      timeZone: 'Asia/Kolkata',
      startDate: '2027-02-21 20:00',
      endDate: '2027-02-21 21:00',
    });
    expect(kolkata.statusCode).toBe(200);
    expect((await detail(id)).startDate).toBe('2027-02-21T14:30:00.000Z');
    const unknown = await edit({ timeZone: 'Nowhere/City', endDate: '2027-02-21 22:00' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe(MSG.tasks.dateNeedsZone);
  });

  it('reads the task list\u2019s dates in its timeZone; a day alone as the end covers that whole day', async () => {
    const late = await book({ timezone: NY, startDate: '2027-04-20 23:30', endDate: '2027-04-21 00:30' });
    const list = async (body: Record<string, unknown>) => {
      const res = await call('admin', 'POST', '/taskList', { taskStatus: 'all', pagesize: 50, ...body });
      return res;
    };
    const noZone = await list({ startDate: '2027-04-20 00:00', endDate: '2027-04-20' });
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json().msg).toBe(MSG.tasks.dateNeedsZone);
    const ny = await list({ timeZone: NY, startDate: '2027-04-20', endDate: '2027-04-20' });
    expect(ny.statusCode, ny.body).toBe(200);
    expect(ny.json().list.map((r: { _id: string }) => r._id)).toContain(late);
    // The same day in London ended at 19:00 New York time.
    const london = await list({ timeZone: 'Europe/London', startDate: '2027-04-20', endDate: '2027-04-20' });
    expect(london.json().list.map((r: { _id: string }) => r._id)).not.toContain(late);
  });

  it('reads the calendar range\u2019s wall-clock dates in its timeZone and refuses them without one', async () => {
    const none = await call('admin', 'POST', '/dashboard', { startDate: '2027-04-01 00:00', endDate: '2027-05-01' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(MSG.tasks.dateNeedsZone);
    const ny = await call('admin', 'POST', '/dashboard', {
      timeZone: NY,
      startDate: '2027-04-20',
      endDate: '2027-04-21',
      perDay: 50,
    });
    expect(ny.statusCode, ny.body).toBe(200);
    expect(ny.json().data.tasks.some((e: { start: string }) => e.start === '2027-04-21T03:30:00.000Z')).toBe(true);
  });
});
