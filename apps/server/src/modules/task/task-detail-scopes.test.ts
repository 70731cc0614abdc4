import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestApp, demoIds, demoTaskBody, loginAs, type Call, type TestApp } from '../../../test/helpers';

// Each kind of viewer reads the detail through a statement of his own scope's shape: a hospital,
// a scheduler's departments, a vendor company, a division, a rep's own tasks.
const viewers = ['admin', 'scheduler', 'superAdmin', 'companyAdmin', 'manager', 'rep'] as const;

let t: TestApp;
let call: Call<(typeof viewers)[number] | 'rep2' | 'neuro' | 'south' | 'orthoAdmin'>;
let taskId = '';

interface Detail {
  taskStatus: string;
  assigned: { name: string; email: string }[];
  salesRep: { name: string } | null;
  products: { no: number; name: string; price: number; quantity: number }[];
  history: { action: string; field: string | null; to: string | null; by: string | null; at: string }[];
}

const detail = async (who: Parameters<typeof call>[0], id = taskId) => {
  const res = await call(who, 'GET', `/task/detail/${id}`);
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json().data[0] as Detail) : null };
};

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, [...viewers, 'rep2', 'neuro', 'south', 'orthoAdmin'], '/api/task'));
  const ids = await demoIds(t.ctx.db);
  const [jordan] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'rep@medvance.test'));
  const added = await call('admin', 'POST', '/addTask', demoTaskBody(ids, 3));
  expect(added.statusCode, added.body).toBe(200);
  taskId = added.json().data._id;
  const steps = [
    () => call('manager', 'POST', '/task/offer', { task_id: taskId, repId: jordan?.id }),
    () => call('rep', 'POST', '/task/respond', { task_id: taskId, accept: true }),
    () => call('rep', 'POST', '/task/checkin', { task_id: taskId }),
    () =>
      call('rep', 'POST', '/task/complete', {
        task_id: taskId,
        products: [
          { name: 'Dual-Chamber Pacemaker', price: 6800, quantity: 1 },
          { name: 'Pacing Lead 5076', price: '1150.50', quantity: 2 },
        ],
      }),
  ];
  // In order: each step needs the one before.
  for (const step of steps) {
    const res = await step();
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('task detail', () => {
  it('gives every viewer who may see the task the same detail: people, products and history', async () => {
    const seen = [];
    for (const who of viewers) {
      const d = await detail(who);
      expect(d.status, who).toBe(200);
      seen.push(d.data);
    }
    for (const d of seen) expect(d).toEqual(seen[0]);
    const d = seen[0];
    expect(d?.taskStatus).toBe('completed');
    expect(d?.assigned.map((a) => a.email)).toEqual(['rep@medvance.test']);
    expect(d?.salesRep).toEqual({ name: 'Jordan Ellis' });
    expect(d?.products).toEqual([
      { no: 1, name: 'Dual-Chamber Pacemaker', price: 6800, quantity: 1 },
      { no: 2, name: 'Pacing Lead 5076', price: 1150.5, quantity: 2 },
    ]);
    // Newest first, each with its author and an ISO time.
    const history = d?.history ?? [];
    expect(history.at(-1)).toMatchObject({ action: 'created', to: 'unassigned' });
    expect(history[0]?.to).toBe('completed');
    const times = history.map((h) => h.at);
    for (const at of times) expect(new Date(at).toISOString()).toBe(at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('is not found for another rep, another department, another hospital or another company', async () => {
    for (const who of ['rep2', 'neuro', 'south', 'orthoAdmin'] as const) {
      expect((await detail(who)).status, who).toBe(404);
    }
  });

  it('answers an empty task with empty lists', async () => {
    const ids = await demoIds(t.ctx.db);
    const added = await call('admin', 'POST', '/addTask', demoTaskBody(ids, 4));
    const d = await detail('admin', added.json().data._id);
    expect(d.data).toMatchObject({ assigned: [], salesRep: null, products: [] });
    expect(d.data?.history).toHaveLength(1);
  });
});
