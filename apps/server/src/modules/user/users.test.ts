import { MSG } from '@casecover/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import {
  DEMO_USERS,
  createTestApp,
  demoIds,
  login,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';
import { userMaker } from '../../../test/user-fixtures';

type Who = 'admin' | 'south' | 'master' | 'scheduler' | 'neuro' | 'rep' | 'superAdmin';

let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['admin', 'south', 'master', 'scheduler', 'neuro', 'rep', 'superAdmin'], '/api/user'));
});
afterAll(() => t.close());

const list = (who: Who, body: Record<string, unknown> = {}) => call(who, 'POST', '/users', body);
const { newUser, addUser } = userMaker(() => ({ t, call }));

describe('GET /api/user/departmentList', () => {
  it('lists the caller\u2019s hospital departments only', async () => {
    const res = await call('admin', 'GET', '/departmentList');
    expect(res.json().data.map((d: { name: string }) => d.name)).toEqual([
      'Cardiology',
      'General Surgery',
      'Neurology',
      'Orthopedics',
      'Radiology',
    ]);
    expect(res.json().data.map((d: { _id: string }) => d._id)).not.toContain(ids.southCardiology);
    expect((await call('rep', 'GET', '/departmentList')).json().data).toEqual([]);
    expect((await call('nobody', 'GET', '/departmentList')).statusCode).toBe(401);
  });
});

describe('POST /api/user/users', () => {
  it('lists active users of the admin\u2019s hospital, sorted by name, with paging', async () => {
    const res = await list('admin', { page: 1, pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(body.data.every((u: { company: string }) => u.company === 'Northside Hospital')).toBe(true);
    expect(body.pager).toMatchObject({ currentPage: 1, endPage: 1 });
    const page2 = await list('admin', { page: 2, pageSize: 10 });
    expect(page2.json().data).toEqual([]);
  });

  it('filters by search text, role and department', async () => {
    const search = await list('admin', { searchText: 'sofia' });
    expect(search.json().data.map((u: { email: string }) => u.email)).toEqual(['scheduler@northside.test']);
    const role = await list('admin', { role: 'master_scheduler' });
    expect(role.json().data.every((u: { role: string }) => u.role === 'master_scheduler')).toBe(true);
    const dep = await list('admin', { departmentId: ids.cardiology });
    expect(dep.json().data.map((u: { email: string }) => u.email)).toEqual(['scheduler@northside.test']);
    expect(dep.json().data[0].department_details).toEqual([{ _id: ids.cardiology, name: 'Cardiology' }]);
  });

  it('never shows another hospital\u2019s users, even when filtering by its department', async () => {
    const res = await list('admin', { departmentId: ids.southOrthopedics });
    expect(res.json().data).toEqual([]);
    const south = await list('south');
    expect(south.json().data.every((u: { company: string }) => u.company === 'Southside Hospital')).toBe(true);
  });

  it('shows a scheduler only the colleagues of his department', async () => {
    const res = await list('scheduler');
    expect(res.json().data.map((u: { email: string }) => u.email)).toEqual(['scheduler@northside.test']);
  });

  it('shows a vendor user his company\u2019s users, and the super admin everyone with their organisation', async () => {
    const vendor = await list('rep', { pageSize: 50 });
    expect(vendor.json().data.every((u: { company: string }) => u.company === 'MedVance Surgical')).toBe(true);
    const all = await list('superAdmin', { pageSize: 50 });
    const orgs = new Set(all.json().data.map((u: { company: string | null }) => u.company));
    expect(orgs).toEqual(expect.objectContaining({}));
    expect([...orgs]).toEqual(
      expect.arrayContaining(['Northside Hospital', 'Southside Hospital', 'MedVance Surgical']),
    );
  });

  it('answers 400 to a page size that is not offered', async () => {
    const res = await list('admin', { pageSize: 1000 });
    expect(res.statusCode).toBe(400);
  });

  it('honours the status filter for the admin and ignores it for others', async () => {
    const suspended = await addUser();
    await call('admin', 'POST', '/user/suspend', { userId: suspended.id, notes: 'On leave' });
    const inactive = await list('admin', { status: 'inactive' });
    expect(inactive.json().data.map((u: { _id: string }) => u._id)).toContain(suspended.id);
    expect(inactive.json().data.find((u: { _id: string }) => u._id === suspended.id).suspendedNote).toBe('On leave');
    expect((await list('admin')).json().data.map((u: { _id: string }) => u._id)).not.toContain(suspended.id);
    const masterView = await list('master', { status: 'inactive' });
    expect(masterView.json().data.map((u: { _id: string }) => u._id)).not.toContain(suspended.id);
  });
});

describe('POST /api/user/addUser', () => {
  it('creates the user in the admin\u2019s hospital and emails a signup link', async () => {
    const u = await addUser({ role: 'scheduler', departmentId: ids.neurology });
    const res = await call('admin', 'POST', '/addUser', newUser());
    expect(res.json()).toEqual({ status: 201, msg: MSG.users.added });
    const mail = t.mail.lastTo(u.email);
    expect(mail?.subject).toBe('You are invited to CaseCover');
    expect(mail?.text).toMatch(/\/signup\/[A-Za-z0-9_-]+/);
    const row = (await list('admin', { searchText: u.email })).json().data[0];
    expect(row).toMatchObject({ role: 'scheduler', passwordSet: false, department_details: [{ name: 'Neurology' }] });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, u.id), eq(auditLog.action, 'user.add')));
    expect(entry).toBeTruthy();
  });

  it.each([
    [{ name: '' }, MSG.users.nameRequired],
    [{ name: 'Nora#1' }, MSG.users.nameChars],
    [{ name: 'N' }, MSG.users.nameLength],
    [{ name: 'N'.repeat(51) }, MSG.users.nameLength],
    [{ email: '' }, MSG.users.emailRequired],
    [{ email: 'nora@' }, MSG.users.emailFormat],
    [{ phone: '' }, MSG.users.phoneRequired],
    [{ phone: '555' }, MSG.users.phoneFormat],
    [{ role: '' }, MSG.users.roleRequired],
    [{ role: 'super_admin' }, MSG.users.roleRequired],
    [{ role: 'scheduler' }, MSG.users.departmentRequired],
  ])('answers 400 for %j', async (overrides, msg) => {
    const res = await call('admin', 'POST', '/addUser', newUser(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses another hospital\u2019s department', async () => {
    const res = await call(
      'admin',
      'POST',
      '/addUser',
      newUser({ role: 'scheduler', departmentId: ids.southCardiology }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.users.departmentUnknown);
  });

  it('refuses a taken email regardless of case with 400, as the spec lists for addUser', async () => {
    const res = await call('admin', 'POST', '/addUser', newUser({ email: 'Rep@MedVance.test' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.users.emailTaken);
  });

  it('is the Account Admin\u2019s only', async () => {
    for (const who of ['master', 'scheduler', 'rep', 'superAdmin'] as const) {
      const res = await call(who, 'POST', '/addUser', newUser());
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.users.adminOnly);
    }
  });
});

describe('PUT /api/user/users', () => {
  it('edits name, phone and role; a role other than Scheduler clears the department', async () => {
    const u = await addUser({ role: 'scheduler', departmentId: ids.radiology });
    const res = await call('admin', 'PUT', '/users', {
      userId: u.id,
      name: 'Nora Blake-Smith'.replace('-', ' '),
      email: u.email.toUpperCase(),
      phone: '404-555-0143',
      role: 'master_scheduler',
      departmentId: ids.radiology,
    });
    expect(res.json()).toEqual({ status: 200, msg: MSG.users.updated });
    const row = (await list('admin', { searchText: u.email })).json().data[0];
    expect(row).toMatchObject({
      name: 'Nora Blake Smith',
      phone: '404-555-0143',
      role: 'master_scheduler',
      department_details: [],
    });
  });

  it('does not change the email', async () => {
    const u = await addUser();
    const res = await call('admin', 'PUT', '/users', { ...newUser(), userId: u.id, email: 'other@northside.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.users.emailNotEditable);
  });

  it('answers 404 for another hospital\u2019s user and for a made-up id', async () => {
    const southUser = await userIdOf(t, 'master@southside.test');
    for (const userId of [southUser, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('admin', 'PUT', '/users', { ...newUser({ email: 'master@southside.test' }), userId });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses the admin changing his own role', async () => {
    const self = await userIdOf(t, 'admin@northside.test');
    const res = await call('admin', 'PUT', '/users', {
      userId: self,
      name: 'Diane Foster',
      email: 'admin@northside.test',
      phone: '404-555-0101',
      role: 'master_scheduler',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.users.selfDemote);
  });
});

describe('suspend, revoke, delete, restore', () => {
  it('suspends with a note, ends the user\u2019s session at once, and revokes', async () => {
    const targetId = await userIdOf(t, DEMO_USERS.neuro);
    expect((await call('neuro', 'GET', '/profile')).statusCode).toBe(200);

    const res = await call('admin', 'POST', '/user/suspend', { userId: targetId, notes: 'Badge expired' });
    expect(res.json()).toEqual({ status: 200, msg: MSG.users.suspended });
    expect((await call('neuro', 'GET', '/profile')).statusCode).toBe(401);

    const twice = await call('admin', 'POST', '/user/suspend', { userId: targetId, notes: 'again' });
    expect(twice.json().msg).toBe(MSG.users.alreadySuspended);

    const revoke = await call('admin', 'GET', `/user/unsuspend/${targetId}`);
    expect(revoke.json()).toEqual({ status: 200, msg: MSG.users.unsuspended });
    await login(t, DEMO_USERS.neuro);
    const [entry] = await t.ctx.db
      .select({ note: auditLog.note })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, 'user.suspend')));
    expect(entry?.note).toBe('Badge expired');
  });

  it.each([
    [{}, MSG.users.noteRequired],
    [{ notes: '   ' }, MSG.users.noteRequired],
    [{ notes: 'x'.repeat(251) }, MSG.users.noteLength],
  ])('validates the suspend note %j', async (body, msg) => {
    const u = await addUser();
    const res = await call('admin', 'POST', '/user/suspend', { userId: u.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses suspending or deleting oneself', async () => {
    const self = await userIdOf(t, 'admin@northside.test');
    const s = await call('admin', 'POST', '/user/suspend', { userId: self, notes: 'x' });
    expect(s.json()).toMatchObject({ status: 400, msg: MSG.users.selfSuspend });
    const d = await call('admin', 'DELETE', `/user/${self}`);
    expect(d.json()).toMatchObject({ status: 400, msg: MSG.users.selfDelete });
  });

  it('deletes (ending the session) and restores', async () => {
    const u = await addUser();
    const del = await call('admin', 'DELETE', `/user/${u.id}`);
    expect(del.json()).toEqual({ status: 200, msg: MSG.users.deleted });
    expect((await list('admin', { status: 'deleted' })).json().data.map((r: { _id: string }) => r._id)).toContain(u.id);
    expect((await call('admin', 'DELETE', `/user/${u.id}`)).statusCode).toBe(404);
    const edit = await call('admin', 'PUT', '/users', { ...newUser(), email: u.email, userId: u.id });
    expect(edit.json().msg).toBe(MSG.users.isDeleted);
    const restore = await call('admin', 'PUT', '/user/restore', { userId: u.id });
    expect(restore.json()).toEqual({ status: 200, msg: MSG.users.restored });
    expect((await call('admin', 'PUT', '/user/restore', { userId: u.id })).json().msg).toBe(MSG.users.notDeleted);
  });

  it('answers 404 for another hospital\u2019s user on every action', async () => {
    const southUser = await userIdOf(t, 'master@southside.test');
    const responses = await Promise.all([
      call('admin', 'POST', '/user/suspend', { userId: southUser, notes: 'x' }),
      call('admin', 'GET', `/user/unsuspend/${southUser}`),
      call('admin', 'DELETE', `/user/${southUser}`),
      call('admin', 'PUT', '/user/restore', { userId: southUser }),
      call('admin', 'PUT', '/user/approve', { userId: southUser, role: 'master_scheduler' }),
      call('admin', 'POST', '/user/invite', { userId: southUser }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const stillThere = await list('south', { searchText: 'master@southside.test' });
    expect(stillThere.json().data).toHaveLength(1);
  });

  it('lets no one but the Account Admin act', async () => {
    const u = await addUser();
    for (const who of ['master', 'scheduler', 'rep', 'superAdmin'] as const) {
      expect((await call(who, 'DELETE', `/user/${u.id}`)).statusCode).toBe(403);
      expect((await call(who, 'POST', '/user/suspend', { userId: u.id, notes: 'x' })).statusCode).toBe(403);
    }
  });
});
