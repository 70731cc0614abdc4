import { MSG } from '@casecover/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departments, tasks, userDepartments, users } from '../../db/schema/index';
import {
  bearer,
  createTestApp,
  demoIds,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';

type Who = 'admin' | 'master' | 'scheduler' | 'south' | 'rep' | 'companyAdmin' | 'superAdmin';

let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;
let token: (who: Who) => string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call, token } = await loginAs(
    t,
    ['admin', 'master', 'scheduler', 'south', 'rep', 'companyAdmin', 'superAdmin'],
    '/api/department',
  ));
});
afterAll(() => t.close());

const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((d) => d.name);

async function add(name: string, who: Who = 'admin') {
  const res = await call(who, 'POST', '/add_department', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { _id: string; name: string } }>().data;
}

async function usage(departmentId: string) {
  const [taskCount] = await t.ctx.db.select({ n: count() }).from(tasks).where(eq(tasks.departmentId, departmentId));
  const [userCount] = await t.ctx.db
    .select({ n: count() })
    .from(userDepartments)
    .where(eq(userDepartments.departmentId, departmentId));
  return { tasks: taskCount?.n ?? 0, schedulers: userCount?.n ?? 0 };
}

describe('POST /api/department/get_department', () => {
  it('lists the caller\u2019s hospital\u2019s departments, sorted by name, to each hospital role', async () => {
    for (const who of ['admin', 'master', 'scheduler'] as const) {
      const res = await call(who, 'POST', '/get_department');
      expect(res.statusCode).toBe(200);
      const list = names(res);
      expect(list).toContain('Cardiology');
      expect(list).toContain('Neurology');
      expect([...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(list);
      expect(res.json().data.find((d: { name: string }) => d.name === 'Cardiology')._id).toBe(ids.cardiology);
    }
  });

  it('never mixes in another hospital\u2019s departments', async () => {
    const south = await call('south', 'POST', '/get_department');
    const southIds = south.json().data.map((d: { _id: string }) => d._id);
    expect(southIds).toContain(ids.southOrthopedics);
    expect(southIds).not.toContain(ids.cardiology);
  });

  it('answers 403 to company users and the Super Admin, and 401 without a session', async () => {
    for (const who of ['rep', 'companyAdmin', 'superAdmin'] as const) {
      const res = await call(who, 'POST', '/get_department');
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.departments.hospitalOnly);
    }
    expect((await call('nobody', 'POST', '/get_department')).statusCode).toBe(401);
  });
});

describe('POST /api/department/add_department', () => {
  it('adds a department with the trimmed name and says so; it shows in the list and in the pickers', async () => {
    const res = await call('admin', 'POST', '/add_department', { name: '  Pediatrics  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, msg: MSG.departments.added, data: { name: 'Pediatrics' } });
    expect(names(await call('admin', 'POST', '/get_department'))).toContain('Pediatrics');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/task/departmentSearch',
      headers: bearer(token('admin')),
      payload: { search: 'pedia' },
    });
    expect(search.json().data.map((d: { name: string }) => d.name)).toEqual(['Pediatrics']);
    const [entry] = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'department'), eq(auditLog.targetId, res.json().data._id)));
    expect(entry?.action).toBe('department.add');
  });

  it.each([
    ['', MSG.departments.nameInvalid],
    ['    ', MSG.departments.nameInvalid],
    ['x'.repeat(101), MSG.departments.nameLength],
  ])('refuses the name %j with the spec\u2019s message', async (name, message) => {
    const res = await call('admin', 'POST', '/add_department', { name });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it('takes a name of exactly 100 characters, and refuses a missing name', async () => {
    const long = `L${'o'.repeat(99)}`;
    expect((await add(long)).name).toBe(long);
    const missing = await call('admin', 'POST', '/add_department', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(MSG.departments.nameInvalid);
  });

  it('refuses a name the hospital already has, whatever its case, with a clear message', async () => {
    for (const name of ['Cardiology', 'CARDIOLOGY', ' cardiology ']) {
      const res = await call('admin', 'POST', '/add_department', { name });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(MSG.departments.nameTaken);
    }
  });

  it('lets another hospital use the same name', async () => {
    await add('Dermatology');
    expect((await add('dermatology', 'south')).name).toBe('dermatology');
  });

  it('answers 403 to the Master Scheduler, the Scheduler, company users and the Super Admin', async () => {
    for (const who of ['master', 'scheduler'] as const) {
      const res = await call(who, 'POST', '/add_department', { name: 'Not Mine' });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.departments.adminOnly);
    }
    for (const who of ['rep', 'companyAdmin', 'superAdmin'] as const) {
      expect((await call(who, 'POST', '/add_department', { name: 'Not Mine' })).statusCode).toBe(403);
    }
    expect((await call('nobody', 'POST', '/add_department', { name: 'Not Mine' })).statusCode).toBe(401);
    expect(names(await call('admin', 'POST', '/get_department'))).not.toContain('Not Mine');
  });
});

describe('POST /api/department/update_department', () => {
  it('renames a department and says so', async () => {
    const dep = await add('Oncology Ward');
    const res = await call('admin', 'POST', '/update_department', { id: dep._id, name: 'Oncology' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: MSG.departments.updated, data: { _id: dep._id, name: 'Oncology' } });
    expect(names(await call('admin', 'POST', '/get_department'))).toContain('Oncology');
  });

  it('lets a department change the case of its own name, not take another\u2019s', async () => {
    const dep = await add('urology');
    expect((await call('admin', 'POST', '/update_department', { id: dep._id, name: 'Urology' })).statusCode).toBe(200);
    const taken = await call('admin', 'POST', '/update_department', { id: dep._id, name: 'neurology' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe(MSG.departments.nameTaken);
  });

  it.each([
    ['   ', MSG.departments.nameInvalid],
    ['y'.repeat(101), MSG.departments.nameLength],
  ])('refuses the name %j with the spec\u2019s message', async (name, message) => {
    const res = await call('admin', 'POST', '/update_department', { id: ids.radiology, name });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
  });

  it('answers 404 for another hospital\u2019s department, an unknown id and a malformed one, changing nothing', async () => {
    for (const id of [ids.southCardiology, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('admin', 'POST', '/update_department', { id, name: 'Taken Over' });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(MSG.departments.notFound);
    }
    const [south] = await t.ctx.db
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.id, ids.southCardiology));
    expect(south?.name).toBe('Cardiology');
  });

  it('answers 403 to readers and outsiders', async () => {
    for (const who of ['master', 'scheduler', 'rep', 'superAdmin'] as const) {
      expect((await call(who, 'POST', '/update_department', { id: ids.radiology, name: 'X-Ray' })).statusCode).toBe(
        403,
      );
    }
    expect((await call('nobody', 'POST', '/update_department', { id: ids.radiology, name: 'X-Ray' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/department/delete_department', () => {
  it('deletes an unused department and says so', async () => {
    const dep = await add('Short Lived');
    const res = await call('admin', 'POST', '/delete_department', { id: dep._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, msg: MSG.departments.deleted });
    expect(names(await call('admin', 'POST', '/get_department'))).not.toContain('Short Lived');
    const again = await call('admin', 'POST', '/delete_department', { id: dep._id });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a department with tasks and schedulers, naming both counts', async () => {
    const used = await usage(ids.cardiology);
    expect(used.tasks).toBeGreaterThan(1);
    expect(used.schedulers).toBe(1);
    const res = await call('admin', 'POST', '/delete_department', { id: ids.cardiology });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(`This department has ${used.tasks} tasks and 1 scheduler; it cannot be deleted.`);
    expect(names(await call('admin', 'POST', '/get_department'))).toContain('Cardiology');
  });

  it('refuses a department with schedulers only, and forgets a deleted user', async () => {
    const dep = await add('Staffed Only');
    const schedulerId = await userIdOf(t, 'scheduler@northside.test');
    const masterId = await userIdOf(t, 'master@northside.test');
    await t.ctx.db.insert(userDepartments).values([
      { userId: schedulerId, departmentId: dep._id },
      { userId: masterId, departmentId: dep._id },
    ]);
    const two = await call('admin', 'POST', '/delete_department', { id: dep._id });
    expect(two.json().msg).toBe('This department has 2 schedulers; it cannot be deleted.');

    await t.ctx.db.delete(userDepartments).where(eq(userDepartments.userId, masterId));
    const staffed = await add('Gone Staff');
    const [gone] = await t.ctx.db
      .insert(users)
      .values({
        name: 'Gone Person',
        email: 'gone.person@northside.test',
        role: 'scheduler',
        accountId: ids.north,
        deleted: true,
      })
      .returning({ id: users.id });
    await t.ctx.db.insert(userDepartments).values({ userId: gone?.id ?? '', departmentId: staffed._id });
    expect((await call('admin', 'POST', '/delete_department', { id: staffed._id })).statusCode).toBe(200);
  });

  it('answers 404 for another hospital\u2019s department and leaves it in place', async () => {
    const res = await call('admin', 'POST', '/delete_department', { id: ids.southOrthopedics });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(MSG.departments.notFound);
    expect(names(await call('south', 'POST', '/get_department'))).toContain('Orthopedics');
    expect((await call('admin', 'POST', '/delete_department', { id: 'nope' })).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/delete_department', {})).statusCode).toBe(400);
  });

  it('answers 403 to readers and outsiders', async () => {
    const dep = await add('Still Here');
    for (const who of ['master', 'scheduler', 'rep', 'companyAdmin', 'superAdmin'] as const) {
      expect((await call(who, 'POST', '/delete_department', { id: dep._id })).statusCode).toBe(403);
    }
    expect((await call('nobody', 'POST', '/delete_department', { id: dep._id })).statusCode).toBe(401);
    expect(names(await call('admin', 'POST', '/get_department'))).toContain('Still Here');
  });
});
