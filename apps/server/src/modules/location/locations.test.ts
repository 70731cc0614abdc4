import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, loginAs, type DemoIds, type TestApp } from '../../../test/helpers';

let t: TestApp;
let ids: DemoIds;
let call: Awaited<ReturnType<typeof loginAs<'admin'>>>['call'];

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin'], '/api/task'));
});
afterAll(() => t.close());

describe('GET /api/task/location/get_locations', () => {
  it('answers at most 5 locations of the caller\u2019s hospital', async () => {
    const res = await call('admin', 'GET', '/location/get_locations?search=&pageNumber=1&pageSize=50');
    expect(res.json().data.length).toBeLessThanOrEqual(5);
    expect(res.json().data.map((l: { _id: string }) => l._id)).not.toContain(ids.southLocation);
  });

  it('answers 401 without a session', async () => {
    expect((await call('nobody', 'GET', '/location/get_locations')).statusCode).toBe(401);
  });
});
