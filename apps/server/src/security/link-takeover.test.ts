import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, captchaToken, createTestApp, login, multipart, userIdOf, type TestApp } from '../../test/helpers';

/** A link in an old email must never set a password once the person has set one another way. */
describe('emailed password links after a password is set', () => {
  let t: TestApp;
  let admin: string;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin@northside.test');
  });
  afterAll(() => t.close());

  const tokenIn = (kind: 'signup' | 'resetpassword', text: string | undefined) =>
    new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(text ?? '')?.[1] ?? '';
  const signup = (token: string, password: string, files?: Parameters<typeof multipart>[1]) =>
    t.app.inject({ method: 'PUT', url: `/api/user/employee/${token}`, ...multipart({ password }, files) });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/login/update/password',
      payload: { userId: token, password, confirmPassword: password },
    });
  const signInStatus = async (email: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login/login',
        payload: { email, password, token: await captchaToken(t) },
      })
    ).statusCode;

  async function invitedUser() {
    seq += 1;
    const email = `irene${seq}.${Date.now()}@northside.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/addUser',
      headers: bearer(admin),
      payload: { name: 'Irene Walsh', email, phone: '404-555-0142', role: 'master_scheduler', timezone: 'UTC' },
    });
    expect(res.statusCode).toBe(201);
    return { email, id: await userIdOf(t, email) };
  }

  it('voids an earlier invitation once the user signs up with a later one', async () => {
    const u = await invitedUser();
    const first = tokenIn('signup', t.mail.lastTo(u.email)?.text);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/invite',
      headers: bearer(admin),
      payload: { userId: u.id },
    });
    expect(resent.statusCode).toBe(200);
    const second = tokenIn('signup', t.mail.lastTo(u.email)?.text);
    expect(second).not.toBe(first);

    expect((await signup(second, 'Irene!Walsh2026')).statusCode).toBe(200);
    const attack = await signup(first, 'Attacker!2026x');
    expect(attack.statusCode).toBe(404);
    expect(attack.json().msg).toBe(MSG.reset.invalidLink);
    expect(await signInStatus(u.email, 'Attacker!2026x')).toBe(401);
    expect(await signInStatus(u.email, 'Irene!Walsh2026')).toBe(200);
  });

  it('voids an outstanding invitation when the password is set through a reset link', async () => {
    const u = await invitedUser();
    const invite = tokenIn('signup', t.mail.lastTo(u.email)?.text);
    await t.app.inject({ method: 'POST', url: '/api/login/resetpassword', payload: { email: u.email } });
    const resetToken = tokenIn('resetpassword', t.mail.lastTo(u.email)?.text);
    expect((await reset(resetToken, 'Irene!Walsh2026')).statusCode).toBe(200);
    expect((await signup(invite, 'Attacker!2026x')).statusCode).toBe(404);
    expect(await signInStatus(u.email, 'Attacker!2026x')).toBe(401);
  });

  it('stores no uploaded photo for a refused link', async () => {
    const before = await readdir(path.join(t.dataDir, 'uploads', 'profiles')).catch(() => []);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const res = await signup('b'.repeat(43), 'Irene!Walsh2026', {
      profilePhoto: { filename: 'me.png', bytes: png, type: 'image/png' },
    });
    expect(res.statusCode).toBe(404);
    const after = await readdir(path.join(t.dataDir, 'uploads', 'profiles')).catch(() => []);
    expect(after).toEqual(before);
  });

  it('answers an invited user who has no password yet like any failed sign-in', async () => {
    const u = await invitedUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { email: u.email, password: 'Anything!2026', token: await captchaToken(t) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(MSG.login.incorrect);
  });
});

describe('adding a user with an address already on the platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same whether the address is in this hospital or another organisation', async () => {
    const admin = await login(t, 'admin@northside.test');
    const add = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/addUser',
        headers: bearer(admin),
        payload: { name: 'Nora Blake', email, phone: '404-555-0142', role: 'master_scheduler', timezone: 'UTC' },
      });
    const own = await add('master@northside.test');
    const elsewhere = await add('admin@southside.test');
    const vendor = await add('Rep@MedVance.test');
    for (const res of [own, elsewhere, vendor]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(own.json());
    }
    expect(own.json().msg).not.toMatch(/another (hospital|account|organisation)|exists/i);
  });
});
