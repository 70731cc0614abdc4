import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { recordSwitch } from '../../identity/audit';
import {
  DEMO_USERS,
  bearer,
  createTestApp,
  demoIds,
  demoTaskBody,
  login,
  userIdOf,
  type TestApp,
} from '../../../test/helpers';
import { auditRowsOf, switchedToken } from './audit-test-helpers';

let t: TestApp;
let adminId: string;
let superId: string;
let switched: string;
let own: string;

const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as Record<string, unknown> });

const rowCount = async () => (await t.ctx.db.select({ id: auditLog.id }).from(auditLog)).length;

beforeAll(async () => {
  t = await createTestApp();
  adminId = await userIdOf(t, DEMO_USERS.admin);
  superId = await userIdOf(t, DEMO_USERS.superAdmin);
  switched = await switchedToken(t, adminId, superId);
  own = await login(t, DEMO_USERS.admin);
});
afterAll(() => t.close());

describe('audit rows carry both identities', () => {
  it('names the Super Admin on a change the service audits when the session is switched', async () => {
    const res = await send(switched, 'POST', '/api/department/add_department', { name: 'Switched Dept' });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ data: { _id: string } }>().data._id;
    const rows = await auditRowsOf(t.ctx.db, id);
    // Audited once by its own name: the switched-write record does not repeat it.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'department.add', actorId: adminId, impersonatorId: superId });
  });

  it('leaves the impersonator empty on the user\u2019s own session', async () => {
    const res = await send(own, 'POST', '/api/department/add_department', { name: 'Own Dept' });
    const rows = await auditRowsOf(t.ctx.db, res.json<{ data: { _id: string } }>().data._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'department.add', actorId: adminId, impersonatorId: null });
  });

  it('records a task booked while switched, with the new task as its target', async () => {
    const res = await send(switched, 'POST', '/api/task/addTask', demoTaskBody(await demoIds(t.ctx.db), 3));
    expect(res.statusCode).toBe(200);
    const taskId = res.json<{ data: { _id: string } }>().data._id;
    const rows = await auditRowsOf(t.ctx.db, taskId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'request.task.addTask',
      targetType: 'task',
      actorId: adminId,
      impersonatorId: superId,
      details: { method: 'POST', route: '/api/task/addTask', status: 200 },
    });

    const edit = await send(switched, 'PUT', '/api/task/assign_task', {
      _id: taskId,
      taskStatus: 'cancelled',
      note: 'No longer needed',
    });
    expect(edit.statusCode).toBe(200);
    expect((await auditRowsOf(t.ctx.db, taskId)).map((r) => r.action)).toEqual([
      'request.task.addTask',
      'request.task.assignStatus',
    ]);
  });

  it('records nothing for reads, refused writes or the user\u2019s own task changes', async () => {
    const before = await rowCount();
    expect((await send(switched, 'POST', '/api/task/taskList', { nextpage: 1, pagesize: 10 })).statusCode).toBe(200);
    expect((await send(switched, 'POST', '/api/task/addTask', { timezone: 'UTC' })).statusCode).toBe(400);
    const ownTask = await send(own, 'POST', '/api/task/addTask', demoTaskBody(await demoIds(t.ctx.db), 4));
    expect(ownTask.statusCode).toBe(200);
    expect(await rowCount()).toBe(before);
  });

  it('recordSwitch writes the switch in and back with both identities', async () => {
    await recordSwitch(t.ctx.db, { superAdminId: superId, targetUserId: adminId, kind: 'start' });
    await recordSwitch(t.ctx.db, { superAdminId: superId, targetUserId: adminId, kind: 'end' });
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.impersonatorId, superId))
      .orderBy(auditLog.createdAt);
    expect(rows.slice(-2)).toMatchObject([
      { action: 'switch.start', actorId: adminId, targetType: 'user', targetId: adminId },
      { action: 'switch.end', actorId: adminId, targetType: 'user', targetId: adminId },
    ]);
  });
});
