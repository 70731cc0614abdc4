import { MSG } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, users } from '../../db/schema/index';
import { insertUser } from '../../identity/users';
import {
  DEMO_USERS,
  bearer,
  createTestApp,
  demoIds,
  login,
  loginAs,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';

const OTHERS = ['admin', 'master', 'scheduler', 'rep', 'manager', 'companyAdmin'] as const;

let t: TestApp;
let ids: DemoIds;
let call: Call<'superAdmin' | (typeof OTHERS)[number]>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['superAdmin', ...OTHERS], '/api/account'));
});
afterAll(() => t.close());

const signIn = (email: string) =>
  login(t, email).then(
    (token) => ({ ok: true as const, token }),
    (err: Error) => ({ ok: false as const, error: err.message }),
  );
const sessionOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/login/session', headers: bearer(token) });

describe('GET /api/account/accounts', () => {
  it('lists every hospital and the health system with their users, companies and status', async () => {
    const res = await call('superAdmin', 'GET', '/accounts');
    expect(res.statusCode, res.body).toBe(200);
    const { accounts: rows, pager } = res.json().data;
    const north = rows.find((a: { name: string }) => a.name === 'Northside Hospital');
    expect(north).toMatchObject({ kind: 'hospital', parentName: 'Riverbend Health System', status: 'active' });
    expect(north.usersCount).toBeGreaterThan(3);
    expect(north.companies).toContain('MedVance Surgical');
    expect(rows.find((a: { name: string }) => a.name === 'Riverbend Health System')).toMatchObject({
      kind: 'health_system',
    });
    expect(pager).toEqual({ currentPage: 1, endPage: 1 });
  });

  it('searches by name and pages by ten', async () => {
    await t.ctx.db
      .insert(accounts)
      .values(Array.from({ length: 11 }, (_, i) => ({ name: `Paging Clinic ${String(i).padStart(2, '0')}` })));
    const first = await call('superAdmin', 'GET', '/accounts?search=paging%20clinic');
    expect(first.json().data.accounts).toHaveLength(10);
    expect(first.json().data.pager).toEqual({ currentPage: 1, endPage: 2 });
    const second = await call('superAdmin', 'GET', '/accounts?search=paging%20clinic&page=2');
    expect(second.json().data.accounts.map((a: { name: string }) => a.name)).toEqual(['Paging Clinic 10']);
    const south = await call('superAdmin', 'GET', '/accounts?search=south');
    expect(south.json().data.accounts.map((a: { name: string }) => a.name)).toEqual(['Southside Hospital']);
  });

  it.each(OTHERS)('refuses the %s (403) and a caller without a session (401)', async (who) => {
    for (const url of ['/accounts', `/accounts/${ids.north}`, '/registrations', `/companies/${ids.medvance}`]) {
      const res = await call(who, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.accounts.superAdminOnly);
    }
    const suspend = await call(who, 'POST', `/accounts/${ids.north}/suspend`, {});
    expect(suspend.statusCode).toBe(403);
    expect((await call('nobody', 'GET', '/accounts')).statusCode).toBe(401);
  });
});

describe('GET /api/account/accounts/:id', () => {
  it('shows the account with its users, departments, locations and linked companies', async () => {
    const res = await call('superAdmin', 'GET', `/accounts/${ids.north}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({ name: 'Northside Hospital', kind: 'hospital', status: 'active' });
    expect(a.parent.name).toBe('Riverbend Health System');
    expect(a.users.map((u: { email: string }) => u.email)).toContain(DEMO_USERS.admin);
    expect(a.departments.map((d: { name: string }) => d.name)).toContain('Cardiology');
    expect(a.locations.length).toBeGreaterThan(0);
    expect(a.companies.map((c: { name: string }) => c.name)).toContain('Keystone Facility Services');
    expect(a.users.map((u: { email: string }) => u.email)).not.toContain(DEMO_USERS.south);
  });

  it('lists the hospitals of a health system', async () => {
    const [system] = await t.ctx.db.select().from(accounts).where(eq(accounts.name, 'Riverbend Health System'));
    const res = await call('superAdmin', 'GET', `/accounts/${system?.id}`);
    expect(res.json().data.members.map((m: { name: string }) => m.name)).toEqual([
      'Northside Hospital',
      'Southside Hospital',
    ]);
  });

  it('answers 404 to an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('superAdmin', 'GET', `/accounts/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(MSG.accounts.notFound);
    }
  });
});

describe('suspending and restoring an account', () => {
  it('signs its users out at once, refuses sign-in with the reason, deletes nothing, and restores', async () => {
    const before = await signIn(DEMO_USERS.south);
    if (!before.ok) throw new Error(before.error);
    expect((await sessionOf(before.token)).statusCode).toBe(200);

    const res = await call('superAdmin', 'POST', `/accounts/${ids.south}/suspend`, { note: 'Unpaid invoices' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(MSG.accounts.suspendedAccount);

    const during = await sessionOf(before.token);
    expect(during.statusCode).toBe(401);
    expect(during.json().msg).toBe(MSG.accounts.organisationSuspended);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/task/taskList',
      headers: bearer(before.token),
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().msg).toBe(MSG.accounts.organisationSuspended);
    const again = await signIn(DEMO_USERS.south);
    expect(again.ok).toBe(false);
    expect(!again.ok && again.error).toContain(MSG.accounts.organisationSuspended);

    const detail = await call('superAdmin', 'GET', `/accounts/${ids.south}`);
    expect(detail.json().data).toMatchObject({ status: 'suspended', suspendedNote: 'Unpaid invoices' });
    const southUsers = await t.ctx.db.select().from(users).where(eq(users.accountId, ids.south));
    expect(southUsers.length).toBeGreaterThan(0);
    expect(southUsers.every((u) => !u.deleted && !u.suspended)).toBe(true);
    expect((await call('superAdmin', 'POST', `/accounts/${ids.south}/suspend`, {})).json().msg).toBe(
      MSG.accounts.alreadySuspended,
    );

    const restore = await call('superAdmin', 'POST', `/accounts/${ids.south}/restore`);
    expect(restore.statusCode).toBe(200);
    expect(restore.json().msg).toBe(MSG.accounts.restoredAccount);
    const after = await signIn(DEMO_USERS.south);
    expect(after.ok).toBe(true);
    // The session that was ended stays ended.
    expect((await sessionOf(before.token)).statusCode).toBe(401);
    expect((await call('superAdmin', 'POST', `/accounts/${ids.south}/restore`)).statusCode).toBe(400);

    const actions = await t.ctx.db
      .select({ action: auditLog.action, note: auditLog.note })
      .from(auditLog)
      .where(eq(auditLog.targetId, ids.south));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'account.suspend', note: 'Unpaid invoices' },
        { action: 'account.restore', note: null },
      ]),
    );
  });

  it('suspending the health system refuses the people of its hospitals', async () => {
    const [system] = await t.ctx.db.select().from(accounts).where(eq(accounts.name, 'Riverbend Health System'));
    const id = system?.id ?? '';
    expect((await call('superAdmin', 'POST', `/accounts/${id}/suspend`, {})).statusCode).toBe(200);
    expect((await signIn(DEMO_USERS.master)).ok).toBe(false);
    expect((await call('superAdmin', 'POST', `/accounts/${id}/restore`)).statusCode).toBe(200);
    expect((await signIn(DEMO_USERS.master)).ok).toBe(true);
  });

  it('suspends and restores a vendor company the same way', async () => {
    const token = await login(t, DEMO_USERS.orthoAdmin);
    const standing = await call('superAdmin', 'GET', `/companies/${ids.ortholine}`);
    expect(standing.json().data).toMatchObject({ name: 'Ortholine Devices', status: 'active' });
    expect(standing.json().data.users.map((u: { email: string }) => u.email)).toContain(DEMO_USERS.orthoAdmin);

    expect((await call('superAdmin', 'POST', `/companies/${ids.ortholine}/suspend`, {})).statusCode).toBe(200);
    const during = await sessionOf(token);
    expect(during.statusCode).toBe(401);
    expect(during.json().msg).toBe(MSG.accounts.organisationSuspended);
    expect((await signIn(DEMO_USERS.orthoAdmin)).ok).toBe(false);
    expect((await signIn(DEMO_USERS.companyAdmin)).ok).toBe(true);

    expect((await call('superAdmin', 'POST', `/companies/${ids.ortholine}/restore`)).statusCode).toBe(200);
    expect((await signIn(DEMO_USERS.orthoAdmin)).ok).toBe(true);
    expect((await call('superAdmin', 'GET', `/companies/${ids.ortholine}`)).json().data.status).toBe('active');
  });

  it('answers 400 to an over-long note and 404 to an unknown company', async () => {
    const long = await call('superAdmin', 'POST', `/accounts/${ids.south}/suspend`, { note: 'x'.repeat(251) });
    expect(long.statusCode).toBe(400);
    const unknown = await call('superAdmin', 'POST', '/companies/00000000-0000-4000-8000-000000000000/suspend', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(MSG.accounts.companyNotFound);
  });
});

describe('pending registrations across accounts', () => {
  const registrant = async (name: string) => {
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@southside.test`;
    const { id } = await insertUser(t.ctx.db, {
      name,
      email,
      phone: '404-555-0101',
      role: 'scheduler',
      accountId: ids.south,
      approved: false,
    });
    return id;
  };

  it('lists registrants of every hospital with the hospital named, and approves one', async () => {
    const id = await registrant('Pending Person');
    const list = await call('superAdmin', 'GET', '/registrations?search=pending%20person');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.registrants).toEqual([
      expect.objectContaining({ _id: id, name: 'Pending Person', accountName: 'Southside Hospital' }),
    ]);

    const noDepartment = await call('superAdmin', 'POST', '/registrations/approve', { userId: id, role: 'scheduler' });
    expect(noDepartment.statusCode).toBe(400);
    const wrongDepartment = await call('superAdmin', 'POST', '/registrations/approve', {
      userId: id,
      role: 'scheduler',
      departmentId: ids.cardiology,
    });
    expect(wrongDepartment.statusCode).toBe(400);
    expect(wrongDepartment.json().msg).toBe(MSG.users.departmentUnknown);

    const ok = await call('superAdmin', 'POST', '/registrations/approve', {
      userId: id,
      role: 'scheduler',
      departmentId: ids.southCardiology,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().msg).toBe(MSG.users.approved);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ approved: true, role: 'scheduler' });
    const again = await call('superAdmin', 'POST', '/registrations/approve', { userId: id, role: 'master_scheduler' });
    expect(again.json().msg).toBe(MSG.accounts.notPendingRegistrant);
    const listed = await call('superAdmin', 'GET', '/registrations?search=pending%20person');
    expect(listed.json().data.registrants).toEqual([]);
  });

  it('rejects a registrant: kept, marked deleted, off the list', async () => {
    const id = await registrant('Turned Away');
    const res = await call('superAdmin', 'POST', '/registrations/reject', { userId: id });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ deleted: true, approved: false });
    const listed = await call('superAdmin', 'GET', '/registrations?search=turned%20away');
    expect(listed.json().data.registrants).toEqual([]);
    const adminId = (await t.ctx.db.select().from(users).where(eq(users.email, DEMO_USERS.south)))[0]?.id ?? '';
    const notPending = await call('superAdmin', 'POST', '/registrations/reject', { userId: adminId });
    expect(notPending.statusCode).toBe(400);
  });

  it('leaves the hospital admins to their own hospital', async () => {
    const id = await registrant('Someone Else');
    // Signed in afresh: suspending the health system above ended the earlier sessions.
    const headers = bearer(await login(t, DEMO_USERS.admin));
    const payload = { userId: id, role: 'master_scheduler' };
    const res = await t.app.inject({ method: 'POST', url: '/api/account/registrations/approve', headers, payload });
    expect(res.statusCode).toBe(403);
    const viaUsers = await t.app.inject({ method: 'PUT', url: '/api/user/user/approve', headers, payload });
    expect(viaUsers.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row?.approved).toBe(false);
  });
});
