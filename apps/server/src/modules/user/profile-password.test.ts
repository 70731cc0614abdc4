import { MSG } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, bearer, createTestApp, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ACCOUNT_PER_MINUTE: '8' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh#Pass9';
const change = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/employee/changePassword',
    headers: token ? bearer(token) : {},
    payload,
  });
const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

describe('POST /api/user/employee/changePassword', () => {
  it('needs a session', async () => {
    const res = await change(null, {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers each of the spec\u2019s texts for a missing or bad field', async () => {
    const token = await login(t, 'master@northside.test');
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Please enter current password'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: '', confirmPassword: '' }, 'Please enter new password'],
      [
        { oldPassword: DEMO_PASSWORD, newPassword: 'weakpass', confirmPassword: 'weakpass' },
        'Please enter valid password',
      ],
      [{ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, 'Please confirm the password'],
      [
        { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'Fresh#Pass8' },
        'Confirm password should be same as new password',
      ],
      [
        { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        MSG.password.currentWrong,
      ],
      [
        { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
        MSG.password.sameAsCurrent,
      ],
    ];
    for (const [payload, msg] of cases) {
      const res = await change(token, payload);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    // Nothing changed: the old password still signs in.
    await expect(login(t, 'master@northside.test')).resolves.toBeTruthy();
  });

  it('changes the password, ends the user\u2019s other sessions and keeps this one under a new token', async () => {
    const here = await login(t, 'scheduler@northside.test');
    const elsewhere = await login(t, 'scheduler@northside.test');
    const colleague = await login(t, 'admin@northside.test');

    const res = await change(here, {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ msg: string; token: string }>();
    expect(body.msg).toBe(MSG.password.changed);

    expect((await profileWith(body.token)).statusCode).toBe(200);
    expect((await profileWith(elsewhere)).statusCode).toBe(401);
    expect((await profileWith(here)).statusCode).toBe(401);
    // Another user's sessions are untouched.
    expect((await profileWith(colleague)).statusCode).toBe(200);

    await expect(login(t, 'scheduler@northside.test')).rejects.toThrow(/401/);
    await expect(login(t, 'scheduler@northside.test', NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('is limited per user, not per session', async () => {
    const a = await login(t, 'scheduler.neurology@northside.test');
    const b = await login(t, 'scheduler.neurology@northside.test');
    const wrong = { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await change(a, wrong)).statusCode);
    for (let i = 0; i < 5; i++) codes.push((await change(b, wrong)).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 400)).toBe(true);
    expect(codes.slice(8)).toEqual([429, 429]);
    // Another user is not held up by it.
    const other = await login(t, 'admin@southside.test');
    expect((await change(other, wrong)).statusCode).toBe(400);
  });

  it('does not let a forged token naming a user use up that user\u2019s attempts', async () => {
    const victim = await login(t, 'admin@northside.test');
    const [header, payload] = victim.split('.');
    // The victim's own claims (his id), signed with a key the server does not have.
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
    const wrong = { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < 10; i++) expect((await change(forged, wrong)).statusCode).not.toBe(200);
    expect((await change(victim, wrong)).statusCode).toBe(400);
  });
});
