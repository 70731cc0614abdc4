import { MSG } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, demoIds, demoTaskBody, loginAs, type Call, type TestApp } from '../../../test/helpers';

let t: TestApp;
let call: Call<'admin' | 'manager' | 'companyAdmin' | 'rep' | 'rep2' | 'orthoAdmin'>;
let base: Record<string, unknown>;
let jordan = '';
let otherRep = '';
let orthoRep = '';

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['admin', 'manager', 'companyAdmin', 'rep', 'rep2', 'orthoAdmin'], '/api/task'));
  const db = t.ctx.db;
  const ids = await demoIds(db);
  const reps = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'rep'));
  jordan = reps.find((r) => r.email === 'rep@medvance.test')?.id ?? '';
  otherRep = reps.find((r) => r.email === 'rep2@medvance.test')?.id ?? '';
  orthoRep = reps.find((r) => r.email.endsWith('@ortholine.test'))?.id ?? '';
  base = demoTaskBody(ids, 2);
});
afterAll(() => t.close());

async function newTask() {
  const res = await call('admin', 'POST', '/addTask', base);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id as string;
}

const status = async (id: string) => (await call('admin', 'GET', `/task/detail/${id}`)).json().data[0];

describe('the company side of the life cycle', () => {
  it('offers, accepts, checks in and completes with products', async () => {
    const id = await newTask();
    const reps = await call('manager', 'GET', '/reps');
    expect(reps.json().data.map((r: { _id: string }) => r._id)).toContain(jordan);
    expect((await call('manager', 'POST', '/task/offer', { task_id: id, repId: jordan })).json().msg).toBe(
      MSG.tasks.offered,
    );
    expect((await status(id)).taskStatus).toBe('pending');
    expect((await call('rep', 'POST', '/task/respond', { task_id: id, accept: true })).json().msg).toBe(
      MSG.tasks.accepted,
    );
    const assigned = await status(id);
    expect(assigned.taskStatus).toBe('assigned');
    expect(assigned.assigned[0]).toMatchObject({ name: 'Jordan Ellis', email: 'rep@medvance.test' });
    expect((await call('rep', 'POST', '/task/checkin', { task_id: id })).statusCode).toBe(200);
    const done = await call('rep', 'POST', '/task/complete', {
      task_id: id,
      products: [
        { name: 'Dual-Chamber Pacemaker', price: 6800, quantity: 1 },
        { name: 'Pacing Lead 5076', price: '1150.50', quantity: 2 },
      ],
    });
    expect(done.json().msg).toBe(MSG.tasks.completed);
    const final = await status(id);
    expect(final.taskStatus).toBe('completed');
    expect(final.products).toEqual([
      { no: 1, name: 'Dual-Chamber Pacemaker', price: 6800, quantity: 1 },
      { no: 2, name: 'Pacing Lead 5076', price: 1150.5, quantity: 2 },
    ]);
    expect(final.history.map((h: { action: string }) => h.action)).toEqual([
      'complete',
      'checkin',
      'accept',
      'offer',
      'created',
    ]);
  });

  it('returns a declined task to unassigned without a rep', async () => {
    const id = await newTask();
    await call('companyAdmin', 'POST', '/task/offer', { task_id: id, repId: jordan });
    expect((await call('rep', 'POST', '/task/respond', { task_id: id, accept: false })).json().msg).toBe(
      MSG.tasks.declined,
    );
    const d = await status(id);
    expect(d).toMatchObject({ taskStatus: 'unassigned', assigned: [] });
  });

  it('refuses moves the table does not allow', async () => {
    const id = await newTask();
    const early = await call('manager', 'POST', '/task/offer', { task_id: id, repId: jordan });
    expect(early.statusCode).toBe(200);
    const twice = await call('manager', 'POST', '/task/offer', { task_id: id, repId: jordan });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe(MSG.tasks.transitionRefused('Pending', 'Pending'));
    const checkinBeforeAccept = await call('rep', 'POST', '/task/checkin', { task_id: id });
    expect(checkinBeforeAccept.json().msg).toBe(MSG.tasks.transitionRefused('Pending', 'In Progress'));
    const completeBeforeCheckin = await call('rep', 'POST', '/task/complete', { task_id: id });
    expect(completeBeforeCheckin.statusCode).toBe(400);
  });

  it('keeps each side to its own moves and its own tasks', async () => {
    const id = await newTask();
    expect((await call('rep', 'POST', '/task/offer', { task_id: id, repId: jordan })).statusCode).toBe(403);
    expect((await call('admin', 'POST', '/task/offer', { task_id: id, repId: jordan })).statusCode).toBe(403);
    expect((await call('manager', 'POST', '/task/respond', { task_id: id, accept: true })).statusCode).toBe(403);
    expect((await call('manager', 'POST', '/task/offer', { task_id: id, repId: orthoRep })).json().msg).toBe(
      MSG.tasks.repUnknown,
    );
    expect((await call('orthoAdmin', 'POST', '/task/offer', { task_id: id, repId: orthoRep })).statusCode).toBe(404);
    await call('manager', 'POST', '/task/offer', { task_id: id, repId: otherRep });
    // Offered to another rep: Jordan cannot see it, so cannot accept it.
    expect((await call('rep', 'POST', '/task/respond', { task_id: id, accept: true })).statusCode).toBe(404);
    expect((await call('rep2', 'POST', '/task/respond', { task_id: id, accept: true })).statusCode).toBe(200);
  });

  it('validates products', async () => {
    const res = await call('rep', 'POST', '/task/complete', {
      task_id: 'x',
      products: [{ name: '', price: 1, quantity: 1 }],
    });
    expect(res.json().msg).toBe(MSG.tasks.productName);
    const price = await call('rep', 'POST', '/task/complete', {
      task_id: 'x',
      products: [{ name: 'A', price: -1, quantity: 1 }],
    });
    expect(price.json().msg).toBe(MSG.tasks.productPrice);
    const qty = await call('rep', 'POST', '/task/complete', {
      task_id: 'x',
      products: [{ name: 'A', price: 1, quantity: 0 }],
    });
    expect(qty.json().msg).toBe(MSG.tasks.productQuantity);
  });
});
