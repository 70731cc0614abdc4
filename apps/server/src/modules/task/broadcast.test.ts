import { MSG, OFFER_OVERLAP_CODE } from '@casecover/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskAssignees, tasks, users } from '../../db/schema/index';
import type { SmsMessage } from '../../lib/sms';
import { DEMO_DAYS_AHEAD } from '../../seed/demo-tasks';
import { createTestApp, demoIds, demoTaskBody, loginAs, type Call, type TestApp } from '../../../test/helpers';
import { escalateDue } from './broadcast-service';

let t: TestApp;
let call: Call<'admin' | 'manager' | 'rep' | 'rep2'>;
let ids: Awaited<ReturnType<typeof demoIds>>;
const texts: SmsMessage[] = [];
const rep: Record<string, string> = {};
// Past the demo tasks' last day: a demo task the rep holds at the hour the run books would make
// his Accept an overlap question (it did, at noon in New York, on the 20th day ahead).
let day = DEMO_DAYS_AHEAD + 2;

beforeAll(async () => {
  t = await createTestApp({ EMERGENCY_SWEEP_SECONDS: '0', EMERGENCY_ESCALATE_MINUTES: '10' });
  t.ctx.sms = { name: 'recording', send: (m) => Promise.resolve(void texts.push(m)) };
  ({ call } = await loginAs(t, ['admin', 'manager', 'rep', 'rep2'], '/api/task'));
  ids = await demoIds(t.ctx.db);
  const db = t.ctx.db;
  for (const r of await db.select({ id: users.id, email: users.email }).from(users)) rep[r.email] = r.id;
  await db.update(users).set({ phone: '+1 (404) 555-0101' }).where(eq(users.email, 'rep@medvance.test'));
  // A clean slate: no MedVance rep has covered Northside yet, so the test decides who covers it.
  const northMedvance = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.accountId, ids.north), eq(tasks.companyId, ids.medvance)));
  await db.delete(taskAssignees).where(inArray(taskAssignees.taskId, northMedvance));
  await cover('rep', 'rep@medvance.test');
});
afterAll(() => t.close());

/** A task of its own day (each test books on a later day, so no two overlap unless meant to). */
async function book(extra: Record<string, unknown> = {}, daysAhead = day++) {
  const res = await call('admin', 'POST', '/addTask', { ...demoTaskBody(ids, daysAhead), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

/** The rep takes an ordinary task of Northside: his territory now covers the hospital. */
async function cover(who: 'rep' | 'rep2', email: string, daysAhead = day++) {
  const id = await book({}, daysAhead);
  expect((await call('manager', 'POST', '/task/offer', { task_id: id, repId: rep[email] })).statusCode).toBe(200);
  expect((await call(who, 'POST', '/task/respond', { task_id: id, accept: true })).statusCode).toBe(200);
  return id;
}

const progress = async (id: string) => (await call('admin', 'GET', `/task/offers/${id}`)).json().data;
const offeredTo = async (id: string) => (await progress(id)).offers.map((o: { name: string }) => o.name).sort();
const detail = async (id: string) => (await call('admin', 'GET', `/task/detail/${id}`)).json().data[0];
const minutesLater = (m: number) => new Date(Date.now() + m * 60_000);

describe('the emergency broadcast', () => {
  it('offers the covering territory at once, then the region, the division and the whole company', async () => {
    texts.length = 0;
    const id = await book({ priority: true });
    const first = await progress(id);
    expect(first.offers).toEqual([expect.objectContaining({ name: 'Jordan Ellis', level: 'territory' })]);
    expect((await detail(id)).taskStatus).toBe('pending');
    expect(texts).toEqual([expect.objectContaining({ to: '+14045550101' })]);
    expect(texts[0]?.body).toContain('Pacemaker Implant');

    expect(await escalateDue(t.ctx, minutesLater(9))).toEqual([]);
    expect(await offeredTo(id)).toEqual(['Jordan Ellis']);

    const region = await escalateDue(t.ctx, minutesLater(10.1));
    expect(region.map((w) => w.level)).toEqual(['region']);
    const afterRegion = await progress(id);
    expect(afterRegion.offers).toHaveLength(2);
    expect(afterRegion.offers[1]).toMatchObject({ level: 'region' });
    // The same instant again (a second instance): the wave is not sent twice.
    expect(await escalateDue(t.ctx, minutesLater(10.1))).toEqual([]);

    expect(await escalateDue(t.ctx, minutesLater(19))).toEqual([]);
    expect((await escalateDue(t.ctx, minutesLater(20.2))).map((w) => w.level)).toEqual(['division']);
    expect((await escalateDue(t.ctx, minutesLater(30.3))).map((w) => w.level)).toEqual(['company']);
    const all = await progress(id);
    const companyReps = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, ids.medvance), eq(users.role, 'rep')));
    expect(all.offers).toHaveLength(companyReps.length);
    expect(all.broadcast).toMatchObject({ level: 'company', endReason: 'company' });
    expect(await escalateDue(t.ctx, minutesLater(60))).toEqual([]);
    // Each offered rep holds the pending task: it is in his own list.
    const assignees = await t.ctx.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, id));
    expect(assignees).toHaveLength(companyReps.length);
  });

  it('starts when an unassigned task is switched to Emergency, and stops when switched back', async () => {
    const id = await book();
    expect(await offeredTo(id)).toEqual([]);
    expect((await call('admin', 'PUT', '/task/edit', { task_id: id, isEmergency: true })).statusCode).toBe(200);
    expect(await offeredTo(id)).toEqual(['Jordan Ellis']);
    expect((await call('admin', 'PUT', '/task/edit', { task_id: id, isEmergency: false })).statusCode).toBe(200);
    expect(await escalateDue(t.ctx, minutesLater(11))).toEqual([]);
    expect((await progress(id)).broadcast).toMatchObject({ endReason: 'normal' });
  });
});

describe('first to accept', () => {
  beforeAll(async () => {
    await cover('rep2', 'rep2@medvance.test');
  });

  it('gives the task to exactly one of two reps accepting at the same instant', async () => {
    const id = await book({ priority: true });
    expect(await offeredTo(id)).toEqual(expect.arrayContaining(['Jordan Ellis']));
    expect((await offeredTo(id)).length).toBe(2);
    const answers = await Promise.all([
      call('rep', 'POST', '/task/respond', { task_id: id, accept: true }),
      call('rep2', 'POST', '/task/respond', { task_id: id, accept: true }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    const view = await progress(id);
    expect(loser?.json().msg).toBe(MSG.offers.alreadyTaken(view.acceptedBy));
    expect(view.offers.map((o: { closedReason: string }) => o.closedReason).sort()).toEqual(['accepted', 'taken']);
    expect(view.secondsToAccept).toBeGreaterThanOrEqual(0);
    const task = await detail(id);
    expect(task.taskStatus).toBe('assigned');
    expect(task.assigned.map((a: { name: string }) => a.name)).toEqual([view.acceptedBy]);
    // Accepting again later: the loser is told who took it.
    const loserWho = answers[0]?.statusCode === 409 ? 'rep' : 'rep2';
    const again = await call(loserWho, 'POST', '/task/respond', { task_id: id, accept: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.offers.alreadyTaken(view.acceptedBy));
  });

  it('keeps the task pending while another rep still holds an offer, and records the reason', async () => {
    const id = await book({ priority: true });
    const declined = await call('rep2', 'POST', '/task/respond', { task_id: id, accept: false, reason: 'In surgery' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await detail(id)).taskStatus).toBe('pending');
    const view = await progress(id);
    expect(view.offers.find((o: { declineReason: string | null }) => o.declineReason)).toMatchObject({
      declineReason: 'In surgery',
      closedReason: 'declined',
    });
    expect((await call('rep', 'POST', '/task/respond', { task_id: id, accept: false })).statusCode).toBe(200);
    expect((await detail(id)).taskStatus).toBe('unassigned');
  });

  it('warns a rep who already holds an overlapping task, and accepts once he confirms', async () => {
    const held = await cover('rep', 'rep@medvance.test');
    const heldStart = new Date((await detail(held)).startDate);
    const start = new Date(heldStart.getTime() + 30 * 60_000);
    const id = await book({
      priority: true,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 60 * 60_000).toISOString(),
    });
    const warned = await call('rep', 'POST', '/task/respond', { task_id: id, accept: true });
    expect(warned.statusCode).toBe(409);
    expect(warned.json().code).toBe(OFFER_OVERLAP_CODE);
    expect(warned.json().msg).toMatch(
      /^You are already assigned to Pacemaker Implant \(.+ – .+\), which overlaps this task \(.+ – .+\)\. Accept anyway\?$/,
    );
    expect((await detail(id)).taskStatus).toBe('pending');
    const ok = await call('rep', 'POST', '/task/respond', { task_id: id, accept: true, confirmOverlap: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(id)).taskStatus).toBe('assigned');
  });
});

describe('who sees the progress', () => {
  it('shows a rep his own offer but not who else was offered the task', async () => {
    const id = await book({ priority: true });
    const res = await call('rep', 'GET', `/task/offers/${id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(MSG.offers.notForReps);
    expect((await call('manager', 'GET', `/task/offers/${id}`)).json().data.offers.length).toBe(2);
  });
});

describe('offers to reps who can no longer take them', () => {
  it('closes a suspended rep’s offer at once; a task with no offer left is unassigned again', async () => {
    const id = await book({ priority: true });
    expect((await offeredTo(id)).length).toBe(2);
    await t.ctx.db.update(users).set({ suspended: true }).where(eq(users.email, 'rep2@medvance.test'));
    const view = await progress(id);
    expect(view.offers.find((o: { closedReason: string | null }) => o.closedReason)).toMatchObject({
      closedReason: 'suspended',
    });
    expect((await detail(id)).assigned.map((a: { name: string }) => a.name)).toEqual(['Jordan Ellis']);
    expect((await detail(id)).taskStatus).toBe('pending');
    await t.ctx.db.update(users).set({ deleted: true }).where(eq(users.email, 'rep@medvance.test'));
    expect((await detail(id)).taskStatus).toBe('unassigned');
    expect((await progress(id)).offers.map((o: { closedReason: string }) => o.closedReason).sort()).toEqual([
      'deleted',
      'suspended',
    ]);
  });
});
