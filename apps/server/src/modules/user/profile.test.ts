import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/profile', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
  });

  it('answers the caller\u2019s own profile only, whatever ids the request carries', async () => {
    const token = await login(t, 'scheduler@northside.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile?userId=anyone', headers: bearer(token) });
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
    const token = await login(t, 'rep@medvance.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(res.json().data).toMatchObject({ role: 'rep', companyName: 'MedVance Surgical', accountName: null });
  });
});
