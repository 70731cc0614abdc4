import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, loginAs, type DemoIds, type TestApp } from '../../../test/helpers';

let t: TestApp;
let ids: DemoIds;
let call: Awaited<ReturnType<typeof loginAs<'admin' | 'scheduler' | 'rep'>>>['call'];

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'scheduler', 'rep'], '/api/task'));
});
afterAll(() => t.close());

describe('POST /api/task/departmentSearch', () => {
  it('offers the caller\u2019s departments, a scheduler only his own', async () => {
    const all = await call('admin', 'POST', '/departmentSearch', { search: '' });
    expect(all.json().data.map((d: { name: string }) => d.name)).toHaveLength(5);
    const mine = await call('scheduler', 'POST', '/departmentSearch', { search: '' });
    expect(mine.json().data).toEqual([{ _id: ids.cardiology, name: 'Cardiology' }]);
    expect((await call('rep', 'POST', '/departmentSearch', { search: '' })).json().data).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await call('nobody', 'POST', '/departmentSearch', { search: '' })).statusCode).toBe(401);
  });
});
