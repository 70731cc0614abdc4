import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, captchaToken, createTestApp, login, multipart, type TestApp } from '../../test/helpers';

/** Inputs a hostile tester sent that once answered 500: each is a 400 with a message now. */
describe('malformed input', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t, 'admin@northside.test');
  });
  afterAll(() => t.close());

  const expect400 = (res: { statusCode: number; json: <T>() => T }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toMatch(/\w/);
  };

  it('refuses a NUL character in a search, unauthenticated or not', async () => {
    expect400(
      await t.app.inject({ method: 'POST', url: '/api/registration/accountlist', payload: { search: 'a\u0000' } }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/task/taskList',
      headers: bearer(token),
      payload: { search: 'a\u0000' },
    });
    expect400(res);
    expect(res.json<{ msg: string }>().msg).toContain('unsupported characters');
  });

  it('refuses dates past year 9999, before year 1000 and days that do not exist', async () => {
    for (const startDate of ['10000-01-01', '+275760-09-13T00:00:00Z', '-000001-01-01T00:00:00Z', '2027-02-30']) {
      expect400(
        await t.app.inject({
          method: 'POST',
          url: '/api/task/taskList',
          headers: bearer(token),
          payload: { startDate },
        }),
      );
    }
    expect400(
      await t.app.inject({
        method: 'POST',
        url: '/api/task/dashboard/day',
        headers: bearer(token),
        payload: { date: '9999-99-99' },
      }),
    );
  });

  it('refuses broken multipart on register and signup, and a NUL in a form field', async () => {
    const broken = {
      payload: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn'),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    };
    expect400(await t.app.inject({ method: 'POST', url: '/api/registration/register', ...broken }));
    expect400(await t.app.inject({ method: 'PUT', url: `/api/user/employee/${'a'.repeat(43)}`, ...broken }));
    const noBoundary = { payload: 'garbage', headers: { 'content-type': 'multipart/form-data' } };
    expect400(await t.app.inject({ method: 'POST', url: '/api/registration/register', ...noBoundary }));

    const form = multipart({
      name: 'Ann\u0000Lee',
      email: 'ann@example.test',
      phone: '800-555-5555',
      address: '1 Main St',
      accountName: 'Hospital',
      token: await captchaToken(t),
    });
    expect400(await t.app.inject({ method: 'POST', url: '/api/registration/register', ...form }));
  });

  it('answers a broken percent-encoding or an over-long id with a 4xx and a message', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/task/task/detail/%E0%A4%A', headers: bearer(token) });
    expect400(bad);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/task/task/detail/${'x'.repeat(300)}`,
      headers: bearer(token),
    });
    expect(long.statusCode).toBe(414);
    expect(long.json<{ msg: string }>().msg).toMatch(/too long/);
  });
});
