import { MSG } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, users } from '../../db/schema/index';
import { hashLinkToken } from '../../lib/single-use-token';
import {
  DEMO_USERS,
  bearer,
  captchaToken,
  createTestApp,
  demoIds,
  linkToken,
  login,
  loginAs,
  multipart,
  userIdOf,
  type Call,
  type DemoIds,
  type Method,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let ids: DemoIds;
let call: Call<'admin' | 'master' | 'scheduler'>;
let adminId = '';

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'master', 'scheduler']));
  adminId = await userIdOf(t, DEMO_USERS.admin);
});
afterAll(() => t.close());

const asAdmin = (method: Method, url: string, payload?: Record<string, unknown>) =>
  call('admin', method, `/api/user${url}`, payload);
/** A call with a session signed in here, for the tests of what becomes of it. */
const withToken = (token: string, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let seq = 0;
async function addUser() {
  seq += 1;
  const body = {
    name: 'Irene Walsh',
    email: `irene${seq}.${Date.now()}@northside.test`,
    phone: '404-555-0160',
    role: 'master_scheduler',
    timezone: 'America/New_York',
  };
  const res = await asAdmin('POST', '/addUser', body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...body, id: await userIdOf(t, body.email) };
}

const auditOf = (targetId: string) =>
  t.ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(auditLog.createdAt);

const rowOf = async (id: string) => {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  return row;
};

describe('a deleted user\u2019s session', () => {
  it('answers 401 on his next call with his old token, and stays ended after a restore', async () => {
    const email = 'scheduler.radiology@northside.test';
    const id = await userIdOf(t, email);
    const token = await login(t, email);
    expect((await withToken(token, 'GET', '/api/user/profile')).statusCode).toBe(200);
    expect((await withToken(token, 'POST', '/api/task/taskList', { taskStatus: 'all' })).statusCode).toBe(200);

    expect((await asAdmin('DELETE', `/user/${id}`)).json()).toEqual({ status: 200, msg: MSG.users.deleted });

    for (const [method, url, body] of [
      ['GET', '/api/user/profile', undefined],
      ['POST', '/api/task/taskList', { taskStatus: 'all' }],
      ['GET', '/api/login/session', undefined],
    ] as const) {
      const res = await withToken(token, method, url, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(MSG.auth.unauthenticated);
    }

    expect((await asAdmin('PUT', '/user/restore', { userId: id })).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/api/user/profile')).statusCode).toBe(401);
    const fresh = await login(t, email);
    expect((await withToken(fresh, 'GET', '/api/user/profile')).statusCode).toBe(200);
  });
});

describe('actions only the Account Admin may take', () => {
  it('answers 403 to a Scheduler and a Master Scheduler for edit, unsuspend and restore, changing nothing', async () => {
    const edited = await addUser();
    const suspended = await addUser();
    await asAdmin('POST', '/user/suspend', { userId: suspended.id, notes: 'On leave' });
    const deleted = await addUser();
    await asAdmin('DELETE', `/user/${deleted.id}`);
    const before = await Promise.all([edited.id, suspended.id, deleted.id].map(rowOf));
    const auditBefore = (await Promise.all([edited.id, suspended.id, deleted.id].map(auditOf))).flat().length;

    for (const who of ['scheduler', 'master'] as const) {
      const responses = [
        await call(who, 'PUT', '/api/user/users', {
          userId: edited.id,
          name: 'Changed Name',
          email: edited.email,
          phone: '404-555-0199',
          role: 'scheduler',
          departmentId: ids.cardiology,
        }),
        await call(who, 'GET', `/api/user/user/unsuspend/${suspended.id}`),
        await call(who, 'PUT', '/api/user/user/restore', { userId: deleted.id }),
      ];
      for (const res of responses) {
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toBe(MSG.users.adminOnly);
      }
    }

    const after = await Promise.all([edited.id, suspended.id, deleted.id].map(rowOf));
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({ name: 'Irene Walsh', role: 'master_scheduler' });
    expect(after[1]?.suspended).toBe(true);
    expect(after[2]?.deleted).toBe(true);
    expect((await Promise.all([edited.id, suspended.id, deleted.id].map(auditOf))).flat()).toHaveLength(auditBefore);
  });
});

describe('the audit log', () => {
  it('records edit, role change, delete, restore and invite, by the admin who did them', async () => {
    const u = await addUser();
    const edit = await asAdmin('PUT', '/users', {
      userId: u.id,
      name: 'Irene Walsh Jones',
      email: u.email,
      phone: '404-555-0161',
      role: 'master_scheduler',
    });
    expect(edit.statusCode).toBe(200);
    const roleChange = await asAdmin('PUT', '/users', {
      userId: u.id,
      name: 'Irene Walsh Jones',
      email: u.email,
      phone: '404-555-0161',
      role: 'scheduler',
      departmentId: ids.cardiology,
    });
    expect(roleChange.statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/user/${u.id}`)).statusCode).toBe(200);
    expect((await asAdmin('PUT', '/user/restore', { userId: u.id })).statusCode).toBe(200);
    expect((await asAdmin('POST', '/user/invite', { userId: u.id })).statusCode).toBe(200);

    const entries = await auditOf(u.id);
    expect(entries.map((e) => e.action)).toEqual([
      'user.add',
      'user.edit',
      'user.role_change',
      'user.delete',
      'user.restore',
      'user.invite',
    ]);
    expect(entries.every((e) => e.actorId === adminId)).toBe(true);
    expect(entries[2]?.details).toMatchObject({ from: 'master_scheduler', to: 'scheduler' });
  });

  it('records nothing for a refused action', async () => {
    const u = await addUser();
    expect((await asAdmin('PUT', '/user/restore', { userId: u.id })).statusCode).toBe(400);
    expect((await call('scheduler', 'DELETE', `/api/user/user/${u.id}`)).statusCode).toBe(403);
    expect((await auditOf(u.id)).map((e) => e.action)).toEqual(['user.add']);
  });

  it('records the approval of a registrant who asked to join the hospital', async () => {
    const email = `joiner.${Date.now()}@northside.test`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/registration/register',
      ...multipart({
        name: 'Owen Carter',
        email,
        phone: '404-555-0133',
        address: '1 Peachtree St, Atlanta, GA 30303',
        accountId: ids.north,
        accountName: '',
        token: await captchaToken(t),
      }),
    });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json().data.approved).toBe(false);
    const id = await userIdOf(t, email);
    const ok = await asAdmin('PUT', '/user/approve', { userId: id, role: 'scheduler', departmentId: ids.cardiology });
    expect(ok.json()).toEqual({ status: 200, msg: MSG.users.approved });
    const entries = (await auditOf(id)).filter((e) => e.action === 'user.approve');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: adminId, details: { role: 'scheduler' } });
  });
});

describe('invitation links', () => {
  const tokenIn = (text: string | undefined) => linkToken(text ?? '', 'signup');
  const signup = (token: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/employee/${token}`,
      ...multipart({ password: 'Irene!Walsh2026' }),
    });
  const storedFor = async (token: string) => {
    const [row] = await t.ctx.db
      .select({ id: authTokens.id, expiresAt: authTokens.expiresAt, createdAt: authTokens.createdAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashLinkToken(token)));
    if (!row) throw new Error('no stored token');
    return row;
  };

  it('are valid for 7 days, from the first invitation and from a resent one', async () => {
    const u = await addUser();
    const first = tokenIn(t.mail.lastTo(u.email)?.text);
    expect(t.mail.lastTo(u.email)?.text).toContain('expires in 7 days');
    const row = await storedFor(first);
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(ttl - 7 * 24 * 3600 * 1000)).toBeLessThan(60_000);

    expect((await asAdmin('POST', '/user/invite', { userId: u.id })).statusCode).toBe(200);
    const resent = await storedFor(tokenIn(t.mail.lastTo(u.email)?.text));
    expect(Math.abs(resent.expiresAt.getTime() - Date.now() - 7 * 24 * 3600 * 1000)).toBeLessThan(60_000);
  });

  it('still work a minute before expiry and are refused once expired', async () => {
    const live = await addUser();
    const liveToken = tokenIn(t.mail.lastTo(live.email)?.text);
    await t.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(authTokens.id, (await storedFor(liveToken)).id));
    expect((await t.app.inject({ method: 'GET', url: `/api/login/employee/${liveToken}` })).statusCode).toBe(200);
    expect((await signup(liveToken)).json()).toEqual({ status: 200, msg: MSG.signup.success });
    await login(t, live.email, 'Irene!Walsh2026');

    const old = await addUser();
    const oldToken = tokenIn(t.mail.lastTo(old.email)?.text);
    await t.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, (await storedFor(oldToken)).id));
    const name = await t.app.inject({ method: 'GET', url: `/api/login/employee/${oldToken}` });
    expect(name.statusCode).toBe(404);
    expect(name.json().msg).toBe(MSG.reset.invalidLink);
    const refused = await signup(oldToken);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe(MSG.reset.invalidLink);
    expect((await rowOf(old.id))?.passwordHash ?? null).toBeNull();
  });
});
