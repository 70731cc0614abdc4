import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  linkToken,
  login,
  loginAs,
  multipart,
  type Call,
  type TestApp,
} from '../../../test/helpers';
import { userMaker } from '../../../test/user-fixtures';

let t: TestApp;
let call: Call<'admin'>;
beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['admin'], '/api/user'));
});
afterAll(() => t.close());

const { addUser } = userMaker(() => ({ t, call }));

describe('a new user\u2019s time zone', () => {
  it('is not the inviting admin\u2019s: it stays unset until the user picks one', async () => {
    // The spec's Add User form sends the admin's browser zone (here Tokyo).
    const u = await addUser({ timezone: 'Asia/Tokyo' });
    const token = linkToken(t.mail.lastTo(u.email)?.text ?? '', 'signup');
    const signup = await t.app.inject({
      method: 'PUT',
      url: `/api/user/employee/${token}`,
      ...multipart({ password: 'Nora!Blake2026' }),
    });
    expect(signup.statusCode, signup.body).toBe(200);

    const session = await login(t, u.email, 'Nora!Blake2026');
    const own = (method: 'GET' | 'PUT', payload?: Record<string, unknown>) =>
      t.app.inject({
        method,
        url: '/api/user/employee/timezone',
        headers: bearer(session),
        ...(payload ? { payload } : {}),
      });
    // Unset: the browser then uses its own zone.
    expect((await own('GET')).json().data).toEqual({ timezone: null });
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(session) });
    expect(profile.json().data.timezone).toBeNull();

    expect((await own('PUT', { timezone: 'Europe/London' })).statusCode).toBe(200);
    expect((await own('GET')).json().data).toEqual({ timezone: 'Europe/London' });
  });
});
