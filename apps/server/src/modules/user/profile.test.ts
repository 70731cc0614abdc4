import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type Call, type TestApp } from '../../../test/helpers';

let t: TestApp;
let call: Call<'scheduler' | 'rep'>;
beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['scheduler', 'rep'], '/api/user'));
});
afterAll(() => t.close());

describe('GET /api/user/profile', () => {
  it('needs a session', async () => {
    expect((await call('nobody', 'GET', '/profile')).statusCode).toBe(401);
  });

  it('answers the caller\u2019s own profile only, whatever ids the request carries', async () => {
    const res = await call('scheduler', 'GET', '/profile?userId=anyone');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Sofia Ramirez',
      role: 'scheduler',
      email: 'scheduler@northside.test',
      accountName: 'Northside Hospital',
      department_details: [{ name: 'Cardiology' }],
    });
  });

  it('shows a vendor user his company', async () => {
    const res = await call('rep', 'GET', '/profile');
    expect(res.json().data).toMatchObject({ role: 'rep', companyName: 'MedVance Surgical', accountName: null });
  });
});
