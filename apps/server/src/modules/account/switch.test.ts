import { MSG, SWITCH_SESSION_TTL_SECONDS } from '@casecover/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import {
  DEMO_USERS,
  bearer,
  createTestApp,
  demoIds,
  demoTaskBody,
  login,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type Method,
  type TestApp,
} from '../../../test/helpers';

const OTHERS = ['admin', 'master', 'scheduler', 'rep', 'manager', 'companyAdmin'] as const;

let t: TestApp;
let ids: DemoIds;
let call: Call<'superAdmin' | (typeof OTHERS)[number]>;
let superId = '';
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['superAdmin', ...OTHERS]));
  superId = await userIdOf(t, DEMO_USERS.superAdmin);
});
afterAll(() => t.close());

const withToken = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

async function switchInto(org: 'accounts' | 'companies', id: string, body: object = {}) {
  const res = await call('superAdmin', 'POST', `/api/account/${org}/${id}/switch`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; data: { email: string; role: string; impersonating: boolean } }>();
}

function claims(token: string): { exp: number; iat: number; imp?: string; sub: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('switching into an account', () => {
  it.each(OTHERS)('is refused to the %s (403), into an account or a company', async (who) => {
    for (const url of [`/api/account/accounts/${ids.north}/switch`, `/api/account/companies/${ids.medvance}/switch`]) {
      const res = await call(who, 'POST', url, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.accounts.superAdminOnly);
    }
  });

  it('starts an hour-long session as the account admin, naming both identities', async () => {
    const { token, data } = await switchInto('accounts', ids.north);
    expect(data).toMatchObject({ email: DEMO_USERS.admin, role: 'account_admin', impersonating: true });
    const c = claims(token);
    expect(c.imp).toBe(superId);
    expect(c.exp - c.iat).toBeLessThanOrEqual(SWITCH_SESSION_TTL_SECONDS);
    expect(c.exp * 1000).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);

    const session = await withToken(token, 'GET', '/api/login/session');
    expect(session.json().data).toMatchObject({
      email: DEMO_USERS.admin,
      impersonating: true,
      impersonatorName: 'Avery Quinn',
    });
    const adminId = await userIdOf(t, DEMO_USERS.admin);
    const [row] = await t.ctx.db
      .select({ actorId: auditLog.actorId, impersonatorId: auditLog.impersonatorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'switch.start'), eq(auditLog.targetId, adminId)));
    // Both identities: the session acts as the account's admin, the Super Admin is behind it.
    expect(row).toEqual({ actorId: adminId, impersonatorId: superId, details: { accountId: ids.north } });
  });

  it('acts as that user inside the account: books a task there', async () => {
    const { token } = await switchInto('accounts', ids.north);
    const res = await withToken(token, 'POST', '/api/task/addTask', {
      ...demoTaskBody(ids, 3),
      patientName: 'Switched In',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('cannot escalate: no Super Admin calls, no second switch, no password change', async () => {
    const { token } = await switchInto('accounts', ids.north);
    const list = await withToken(token, 'GET', '/api/account/accounts');
    expect(list.statusCode).toBe(403);
    const again = await withToken(token, 'POST', `/api/account/accounts/${ids.south}/switch`, {});
    expect(again.statusCode).toBe(403);
    const suspend = await withToken(token, 'POST', `/api/account/accounts/${ids.south}/suspend`, {});
    expect(suspend.statusCode).toBe(403);
    const password = await withToken(token, 'POST', '/api/user/employee/changePassword', {
      oldPassword: 'CaseCover!2026',
      newPassword: 'Another!2027',
      confirmPassword: 'Another!2027',
    });
    expect(password.statusCode).toBe(400);
    expect(password.json().msg).toBe(MSG.password.notWhileImpersonating);
    // The admin's own password still works.
    expect(await login(t, DEMO_USERS.admin)).toBeTruthy();
  });

  it('switches into a chosen user, never one of another organisation or a Super Admin', async () => {
    const { data } = await switchInto('accounts', ids.north, { userId: await userIdOf(t, DEMO_USERS.scheduler) });
    expect(data).toMatchObject({ email: DEMO_USERS.scheduler, role: 'scheduler' });
    for (const other of [DEMO_USERS.south, DEMO_USERS.superAdmin, DEMO_USERS.rep]) {
      const res = await call('superAdmin', 'POST', `/api/account/accounts/${ids.north}/switch`, {
        userId: await userIdOf(t, other),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG.accounts.userNotFound);
    }
    const bad = await call('superAdmin', 'POST', `/api/account/accounts/${ids.north}/switch`, { userId: 'x' });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(
      'superAdmin',
      'POST',
      '/api/account/accounts/00000000-0000-4000-8000-000000000000/switch',
      {},
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('switches into a vendor company as its admin', async () => {
    const { data } = await switchInto('companies', ids.medvance);
    expect(data).toMatchObject({ email: DEMO_USERS.companyAdmin, role: 'company_admin', impersonating: true });
  });

  it('refuses to switch into a suspended account', async () => {
    await call('superAdmin', 'POST', `/api/account/accounts/${ids.south}/suspend`, {});
    const res = await call('superAdmin', 'POST', `/api/account/accounts/${ids.south}/switch`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.accounts.cannotSwitchSuspended);
    await call('superAdmin', 'POST', `/api/account/accounts/${ids.south}/restore`);
  });
});

describe('switching back', () => {
  it('ends the switched session; the Super Admin’s own session goes on', async () => {
    const { token } = await switchInto('accounts', ids.north);
    const end = await withToken(token, 'POST', '/api/account/switch/end');
    expect(end.statusCode).toBe(200);
    expect(end.json().msg).toBe(MSG.accounts.switchedBack);
    expect((await withToken(token, 'GET', '/api/login/session')).statusCode).toBe(401);
    const own = await call('superAdmin', 'GET', '/api/login/session');
    expect(own.json().data).toMatchObject({ role: 'super_admin', impersonating: false });
    const [row] = await t.ctx.db
      .select({ impersonatorId: auditLog.impersonatorId })
      .from(auditLog)
      .where(eq(auditLog.action, 'switch.end'));
    expect(row?.impersonatorId).toBe(superId);
  });

  it('is refused to a session that was not switched into', async () => {
    const res = await call('admin', 'POST', '/api/account/switch/end');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.accounts.notSwitched);
  });

  it('a switched session ends when the Super Admin is suspended', async () => {
    const { token } = await switchInto('accounts', ids.north);
    await t.ctx.db.update(users).set({ suspended: true }).where(eq(users.id, superId));
    expect((await withToken(token, 'GET', '/api/login/session')).statusCode).toBe(401);
    await t.ctx.db.update(users).set({ suspended: false }).where(eq(users.id, superId));
    expect((await withToken(token, 'GET', '/api/login/session')).statusCode).toBe(200);
  });
});
