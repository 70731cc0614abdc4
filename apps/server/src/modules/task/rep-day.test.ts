import { MSG, localDayBounds, localDayOf } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  demoIds,
  demoTaskBody,
  loginAs,
  userIdOf,
  type Call,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let call: Call<'admin' | 'manager' | 'rep' | 'rep2' | 'companyAdmin'>;
let base: Record<string, unknown>;
let jordan = '';
let rep2 = '';

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['admin', 'manager', 'rep', 'rep2', 'companyAdmin'], '/api/task'));
  base = demoTaskBody(await demoIds(t.ctx.db), 2);
  jordan = await userIdOf(t, 'rep@medvance.test');
  rep2 = await userIdOf(t, 'rep2@medvance.test');
});
afterAll(() => t.close());

/** Books a task starting at `start` in `timeZone`, offers it to `rep` and, unless left as an offer, has him accept. */
async function booked(start: Date, p: { timeZone: string; rep: 'rep' | 'rep2'; offerOnly?: boolean }) {
  const res = await call('admin', 'POST', '/addTask', {
    ...base,
    timezone: p.timeZone,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data._id as string;
  const offer = await call('manager', 'POST', '/task/offer', { task_id: id, repId: p.rep === 'rep' ? jordan : rep2 });
  expect(offer.statusCode, offer.body).toBe(200);
  // Several of these tasks share a time: the rep accepts past the overlap warning.
  const accept = { task_id: id, accept: true, confirmOverlap: true };
  if (!p.offerOnly) expect((await call(p.rep, 'POST', '/task/respond', accept)).statusCode).toBe(200);
  return id;
}

const ids = (list: { _id: string }[]) => list.map((r) => r._id);

describe("a rep's Today and Offers lists", () => {
  it("lists exactly the rep's tasks starting on the local day of the zone asked for", async () => {
    const zone = 'Asia/Kolkata';
    const { start, end } = localDayBounds(localDayOf(new Date(), zone), zone);
    const first = await booked(new Date(start), { timeZone: zone, rep: 'rep' });
    const last = await booked(new Date(end - 60_000), { timeZone: zone, rep: 'rep' });
    const tomorrow = await booked(new Date(end), { timeZone: zone, rep: 'rep' });
    const yesterday = await booked(new Date(start - 60_000), { timeZone: zone, rep: 'rep' });
    const offered = await booked(new Date(start + 3_600_000), { timeZone: zone, rep: 'rep', offerOnly: true });
    const others = await booked(new Date(start + 7_200_000), { timeZone: zone, rep: 'rep2' });

    const res = await call('rep', 'GET', `/mine/today?timeZone=${encodeURIComponent(zone)}`);
    expect(res.statusCode, res.body).toBe(200);
    const today = res.json().data;
    expect(today).toMatchObject({ day: localDayOf(new Date(), zone), timeZone: zone });
    const shown = ids(today.tasks);
    expect(shown).toEqual(expect.arrayContaining([first, last]));
    for (const hidden of [tomorrow, yesterday, offered, others]) expect(shown).not.toContain(hidden);
    for (const task of today.tasks) {
      expect(Date.parse(task.startDate)).toBeGreaterThanOrEqual(start);
      expect(Date.parse(task.startDate)).toBeLessThan(end);
      expect(task.taskStatus).not.toBe('pending');
    }
    expect(shown.indexOf(first)).toBeLessThan(shown.indexOf(last));
    expect(today.tasks.find((x: { _id: string }) => x._id === first)).toMatchObject({
      hospitalName: 'Northside Hospital',
      departmentName: 'Cardiology',
      taskStatus: 'assigned',
      timeZone: zone,
    });

    const offers = await call('rep', 'GET', '/offers');
    expect(offers.statusCode).toBe(200);
    const offerIds = ids(offers.json().data);
    expect(offerIds).toContain(offered);
    expect(offerIds).not.toContain(first);
    expect(offerIds).not.toContain(others);
    expect(offers.json().data.every((o: { taskStatus: string }) => o.taskStatus === 'pending')).toBe(true);
    expect(ids((await call('rep2', 'GET', '/offers')).json().data)).not.toContain(offered);
  });

  it("reads the day in the rep's own zone when the screen names none (or an unknown one)", async () => {
    for (const query of ['', '?timeZone=Mars%2FBase']) {
      const res = await call('rep', 'GET', `/mine/today${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        timeZone: 'America/New_York',
        day: localDayOf(new Date(), 'America/New_York'),
      });
    }
  });

  it('keeps the lists to reps', async () => {
    for (const who of ['admin', 'manager', 'companyAdmin'] as const) {
      for (const path of ['/mine/today', '/offers']) {
        const res = await call(who, 'GET', path);
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toBe(MSG.repDay.repsOnly);
      }
    }
  });

  it("keeps the rep's reason for declining in the task's history", async () => {
    const id = await booked(new Date(Date.now() + 86_400_000), { timeZone: 'UTC', rep: 'rep', offerOnly: true });
    const res = await call('rep', 'POST', '/task/respond', {
      task_id: id,
      accept: false,
      reason: 'In surgery at Southside',
    });
    expect(res.json().msg).toBe(MSG.tasks.declined);
    const detail = (await call('admin', 'GET', `/task/detail/${id}`)).json().data[0];
    expect(detail.taskStatus).toBe('unassigned');
    expect(detail.history[0]).toMatchObject({ action: 'decline', note: 'In surgery at Southside', by: 'Jordan Ellis' });
    expect(ids((await call('rep', 'GET', '/offers')).json().data)).not.toContain(id);
    const long = await call('rep', 'POST', '/task/respond', { task_id: id, accept: false, reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe(MSG.offers.reasonTooLong);
  });
});
