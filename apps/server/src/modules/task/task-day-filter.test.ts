import { dayRangeInZone } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';

// A day filter covers the whole local day, [00:00, next day's 00:00): a task at 12:00 AM is in
// its own day, and a DST day is 23 or 25 hours long.

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

async function bookAt(start: string, end: string) {
  const res = await call('admin', 'POST', '/addTask', {
    timezone: NY,
    companyId: ids.medvance,
    departmentId: ids.cardiology,
    serviceId: ids.service,
    divisionId: ids.division,
    location_id: null,
    startDate: start,
    endDate: end,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

async function listedOn(day: string) {
  const res = await call('admin', 'POST', '/taskList', {
    taskStatus: 'all',
    pagesize: 50,
    ...dayRangeInZone(day, day, NY),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().list as { _id: string }[]).map((r) => r._id);
}

async function calendarDay(day: string) {
  const res = await call('admin', 'POST', '/dashboard/day', { timeZone: NY, date: day });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { _id: string }[]).map((r) => r._id);
}

describe('a day filter covers the whole local day', () => {
  it('lists a task at 12:00 AM in a From = To filter of its own day, not of the day before', async () => {
    const midnight = await bookAt('2027-04-20 00:00', '2027-04-20 01:00');
    expect(await listedOn('2027-04-20')).toContain(midnight);
    expect(await listedOn('2027-04-19')).not.toContain(midnight);
    expect(await calendarDay('2027-04-20')).toContain(midnight);
    expect(await calendarDay('2027-04-19')).not.toContain(midnight);
  });

  it('keeps the 25th hour of the fall-back day in that day, in the list and the calendar day', async () => {
    // 7 November 2027: 11:30 PM EST is 25 hours after the day began.
    const late = await bookAt('2027-11-07 23:30', '2027-11-08 00:15');
    expect(await listedOn('2027-11-07')).toContain(late);
    expect(await calendarDay('2027-11-07')).toContain(late);
    expect(await calendarDay('2027-11-08')).not.toContain(late);
  });

  it('ends the 23-hour spring-forward day at the next midnight', async () => {
    // 14 March 2027 is 23 hours long: 12:30 AM on the 15th belongs to the 15th.
    const next = await bookAt('2027-03-15 00:30', '2027-03-15 01:30');
    expect(await listedOn('2027-03-14')).not.toContain(next);
    expect(await calendarDay('2027-03-14')).not.toContain(next);
    expect(await calendarDay('2027-03-15')).toContain(next);
  });
});
