import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  DEMO_USERS,
  createTestApp,
  demoIds,
  demoTaskBody,
  loginAs,
  type Call,
  type TestApp,
} from '../../../test/helpers';

// A task booked in New York for 11:30 PM on 10 February 2027 (04:30 UTC on the 11th): each
// recipient reads it in his own zone, labelled, in the bell's list and in his email.
const WHO = ['admin', 'master', 'scheduler', 'companyAdmin', 'manager', 'rep'] as const;
type Who = (typeof WHO)[number];

const START = '2027-02-11T04:30:00.000Z';
const IN_NEW_YORK = '02-10-2027 11:30 PM EST';
const IN_KOLKATA = '02-11-2027 10:00 AM IST';
const IN_LONDON = '02-11-2027 04:30 AM GMT';

let t: TestApp;
let call: Call<Who>;

async function setZone(who: Who, timezone: string | null) {
  await t.ctx.db.update(users).set({ timezone }).where(eq(users.email, DEMO_USERS[who]));
}

async function book(overrides: Record<string, unknown> = {}) {
  const body = demoTaskBody(await demoIds(t.ctx.db), 3);
  const res = await call('admin', 'POST', '/api/task/addTask', {
    ...body,
    timezone: 'America/New_York',
    startDate: START,
    endDate: '2027-02-11T05:30:00.000Z',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.dispatcher.runOnce();
  return res.json().data._id as string;
}

/** The description of the caller's newest notification about the task, as the bell lists it. */
async function listed(who: Who, taskId: string, timeZone?: string) {
  const res = await call(who, 'POST', '/api/notifications/get_notifications', {
    nextpage: 1,
    pagesize: 50,
    ...(timeZone ? { timeZone } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json().data as { refId: string; description: string }[]).find((n) => n.refId === taskId);
  expect(found, `${who} has a notification about the task`).toBeDefined();
  return found?.description ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, WHO));
  // The master scheduler works from Kolkata; the company admin never chose a zone.
  await setZone('master', 'Asia/Kolkata');
  await setZone('companyAdmin', null);
});
afterAll(() => t.close());

describe('notification times in each reader\u2019s zone', () => {
  it('lists a New York booking at 10:00 AM IST for a reader in Kolkata and 11:30 PM EST in New York', async () => {
    const taskId = await book();
    const kolkata = await listed('master', taskId, 'Asia/Kolkata');
    expect(kolkata).toContain(IN_KOLKATA);
    expect(kolkata).not.toContain('11:30 PM');
    expect(await listed('scheduler', taskId, 'America/New_York')).toContain(IN_NEW_YORK);
  });

  it('uses the zone the reader\u2019s screen shows, else the one he chose, else the task\u2019s', async () => {
    const taskId = await book();
    // The same row read from a browser in London, and by a client that names no zone.
    expect(await listed('master', taskId, 'Europe/London')).toContain(IN_LONDON);
    expect(await listed('master', taskId)).toContain(IN_KOLKATA);
    expect(await listed('master', taskId, 'Mars/Olympus')).toContain(IN_KOLKATA);
    // No zone chosen, none sent: the task's own (New York), still labelled.
    expect(await listed('companyAdmin', taskId)).toContain(IN_NEW_YORK);
    expect(await listed('companyAdmin', taskId, 'Asia/Kolkata')).toContain(IN_KOLKATA);
  });

  it('mails each recipient his own zone\u2019s time with its abbreviation', async () => {
    await book();
    const text = (who: Who) => t.mail.lastTo(DEMO_USERS[who])?.text ?? '';
    expect(text('master')).toContain(IN_KOLKATA);
    expect(text('scheduler')).toContain(IN_NEW_YORK);
    // A recipient without a zone of his own gets the task's, labelled.
    expect(text('companyAdmin')).toContain(IN_NEW_YORK);
  });

  it('words a reschedule\u2019s old and new times in the reader\u2019s zone, across the March change', async () => {
    const taskId = await book();
    // To 9:00 AM on 15 March in New York (EDT since the 14th), 6:30 PM in Kolkata.
    const res = await call('admin', 'PUT', '/api/task/task/edit', {
      task_id: taskId,
      startDate: '2027-03-15T13:00:00.000Z',
      endDate: '2027-03-15T14:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.dispatcher.runOnce();
    const kolkata = await listed('master', taskId, 'Asia/Kolkata');
    expect(kolkata).toContain(`03-15-2027 06:30 PM IST (was ${IN_KOLKATA})`);
    const newYork = await listed('scheduler', taskId, 'America/New_York');
    expect(newYork).toContain(`03-15-2027 09:00 AM EDT (was ${IN_NEW_YORK})`);
    expect(t.mail.lastTo(DEMO_USERS.master)?.text).toContain(`03-15-2027 06:30 PM IST (was ${IN_KOLKATA})`);
  });

  it('tells the rep of an offer in his zone', async () => {
    await setZone('rep', 'Europe/London');
    const taskId = await book();
    const repId = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.rep)))[0]?.id;
    const res = await call('manager', 'POST', '/api/task/task/offer', { task_id: taskId, repId });
    expect(res.statusCode, res.body).toBe(200);
    await t.dispatcher.runOnce();
    expect(await listed('rep', taskId)).toContain(IN_LONDON);
    expect(t.mail.lastTo(DEMO_USERS.rep)?.text).toContain(IN_LONDON);
  });
});
