import { MSG } from '@casecover/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema/index';
import {
  DEMO_PASSWORD,
  bearer,
  captchaToken,
  createTestApp,
  linkToken,
  login,
  loginAs,
  userIdOf,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/login/login', payload });

describe('POST /api/login/login', () => {
  it('signs in a demo user and returns the session data the web app keeps', async () => {
    const res = await post({ email: 'admin@northside.test', password: DEMO_PASSWORD, token: await captchaToken(t) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(typeof body.token).toBe('string');
    expect(body.data).toMatchObject({
      username: 'Diane Foster',
      email: 'admin@northside.test',
      role: 'account_admin',
      accountName: 'Northside Hospital',
      task_location: false,
      approved: true,
    });
  });

  it('matches the email regardless of case and accepts form-encoded bodies', async () => {
    const token = await captchaToken(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'Admin@Northside.TEST', password: DEMO_PASSWORD, token }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives the scheduler his department in the session data', async () => {
    const res = await post({
      email: 'scheduler@northside.test',
      password: DEMO_PASSWORD,
      token: await captchaToken(t),
    });
    expect(res.json().data).toMatchObject({ role: 'scheduler', departmentName: 'Cardiology' });
  });

  it.each([
    [{ password: 'x' }, MSG.login.emailRequired],
    [{ email: '', password: 'x' }, MSG.login.emailRequired],
    [{ email: 'not-an-email', password: 'x' }, MSG.login.emailFormat],
    [{ email: 'a@b.test' }, MSG.login.passwordRequired],
    [{ email: 'a@b.test', password: '' }, MSG.login.passwordRequired],
    [{ email: 'a@b.test', password: 'x' }, MSG.captcha.required],
    [{ email: 42, password: 'x', token: 't' }, MSG.login.emailRequired],
  ])('answers 400 with the spec text for %j', async (payload, msg) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, msg });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await post({ email: 'admin@northside.test', password: 'Wrong!2026', token: await captchaToken(t) });
    const unknown = await post({
      email: 'nobody@northside.test',
      password: 'Wrong!2026',
      token: await captchaToken(t),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe(MSG.login.incorrect);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().msg).toBe(MSG.login.incorrect);
  });

  it('refuses a forged or replayed captcha solution', async () => {
    const forged = await post({
      email: 'admin@northside.test',
      password: DEMO_PASSWORD,
      token: 'bm90IGEgc29sdXRpb24=',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe(MSG.captcha.invalid);
    const token = await captchaToken(t);
    expect((await post({ email: 'admin@northside.test', password: DEMO_PASSWORD, token })).statusCode).toBe(200);
    const replay = await post({ email: 'admin@northside.test', password: DEMO_PASSWORD, token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toBe(MSG.captcha.invalid);
  });

  it('refuses suspended and deleted users with a clear message', async () => {
    await t.ctx.db.update(users).set({ suspended: true }).where(eq(users.email, 'master@northside.test'));
    const suspended = await post({
      email: 'master@northside.test',
      password: DEMO_PASSWORD,
      token: await captchaToken(t),
    });
    expect(suspended.statusCode).toBe(401);
    expect(suspended.json().msg).toBe(MSG.login.suspended);
    await t.ctx.db
      .update(users)
      .set({ suspended: false, deleted: true })
      .where(eq(users.email, 'master@northside.test'));
    const deleted = await post({
      email: 'master@northside.test',
      password: DEMO_PASSWORD,
      token: await captchaToken(t),
    });
    expect(deleted.json().msg).toBe(MSG.login.deleted);
    await t.ctx.db.update(users).set({ deleted: false }).where(eq(users.email, 'master@northside.test'));
  });
});

describe('GET /api/login/session', () => {
  it('needs a live token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/login/session' })).statusCode).toBe(401);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/login/session', headers: bearer('abc.def.ghi') });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().msg).toBe(MSG.auth.unauthenticated);
  });

  it('answers the caller\u2019s own data, and ends when the session version moves on', async () => {
    const { call } = await loginAs(t, ['south'], '/api/login');
    const res = await call('south', 'GET', '/session');
    expect(res.json().data).toMatchObject({ email: 'admin@southside.test', accountName: 'Southside Hospital' });
    await t.ctx.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.email, 'admin@southside.test'));
    const after = await call('south', 'GET', '/session');
    expect(after.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/resetpassword', payload: { email } });
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'PUT', url: '/api/login/update/password', payload: { userId: token, password } });

  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const before = t.mail.sent.length;
    const known = await forgot('rep@medvance.test');
    const unknown = await forgot('ghost@medvance.test');
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().msg).toBe(MSG.forgot.sent);
    expect(t.mail.sent.length).toBe(before + 1);
    expect(t.mail.lastTo('rep@medvance.test')?.text).toContain('/resetpassword/');
  });

  it.each([
    [{}, MSG.forgot.emailRequired],
    [{ email: '' }, MSG.forgot.emailRequired],
    [{ email: 'nope' }, MSG.forgot.emailFormat],
  ])('validates %j', async (payload, msg) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/resetpassword', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('runs the whole round trip: link, name, new password, single use, old sessions end', async () => {
    const { call: asManager } = await loginAs(t, ['manager'], '/api/login');
    await forgot('manager@medvance.test');
    const token = linkToken(t.mail.lastTo('manager@medvance.test')?.text ?? '');

    const name = await t.app.inject({ method: 'GET', url: `/api/login/employee/${token}` });
    expect(name.json()).toEqual({ status: 200, data: { name: 'Colin Price' } });

    const weak = await setPassword(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toBe(MSG.reset.weak);
    const empty = await setPassword(token, '');
    expect(empty.json().msg).toBe(MSG.reset.newRequired);

    const ok = await setPassword(token, 'N3w!Passw0rd');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe(MSG.reset.success);

    const again = await setPassword(token, 'An0ther!pass');
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/login/employee/${token}` })).statusCode).toBe(404);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { email: 'manager@medvance.test', password: DEMO_PASSWORD, token: await captchaToken(t) },
    });
    expect(oldPassword.statusCode).toBe(401);
    await login(t, 'manager@medvance.test', 'N3w!Passw0rd');
    const stale = await asManager('manager', 'GET', '/session');
    expect(stale.statusCode).toBe(401);
  });

  it('does not accept a user id, an unknown token or an expired token in place of a link token', async () => {
    const userId = await userIdOf(t, 'rep@medvance.test');
    expect((await t.app.inject({ method: 'GET', url: `/api/login/employee/${userId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/login/employee/not-a-token' })).statusCode).toBe(404);

    await forgot('rep@medvance.test');
    const token = linkToken(t.mail.lastTo('rep@medvance.test')?.text ?? '');
    await t.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, userId));
    const expired = await t.app.inject({ method: 'GET', url: `/api/login/employee/${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().msg).toBe(MSG.reset.invalidLink);
    const put = await setPassword(token, 'N3w!Passw0rd');
    expect(put.statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after too many sign-in attempts', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login/login',
          payload: { email: 'admin@northside.test', password: 'wrong' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toEqual({ status: 429, msg: MSG.rateLimited });
      }
      expect(codes).toEqual([400, 400, 400, 429]);
      const forgot = await limited.app.inject({
        method: 'POST',
        url: '/api/login/resetpassword',
        payload: { email: 'a@b.test' },
      });
      expect(forgot.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
