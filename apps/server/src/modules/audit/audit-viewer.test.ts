import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListInput, AuditListResponse } from '@casecover/shared';
import { DEMO_USERS, bearer, createTestApp, loginAs, userIdOf, type Call, type TestApp } from '../../../test/helpers';
import { insertAuditRows, switchedToken } from './audit-test-helpers';

type Who = 'superAdmin' | 'admin' | 'south' | 'master' | 'scheduler' | 'rep' | 'companyAdmin';
let t: TestApp;
let call: Call<Who>;
let ids: Record<'super' | 'admin' | 'south' | 'northScheduler', string>;

const list = async (who: Who, body: Partial<AuditListInput>) => {
  const res = await call(who, 'POST', '/api/audit/list', { timeZone: 'America/New_York', ...body });
  expect(res.statusCode).toBe(200);
  return res.json<AuditListResponse>();
};

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['superAdmin', 'admin', 'south', 'master', 'scheduler', 'rep', 'companyAdmin']));
  ids = {
    super: await userIdOf(t, DEMO_USERS.superAdmin),
    admin: await userIdOf(t, DEMO_USERS.admin),
    south: await userIdOf(t, DEMO_USERS.south),
    northScheduler: await userIdOf(t, DEMO_USERS.scheduler),
  };
  // Around the edges of 1-2 March 2020 in New York (UTC-5): the first and the last are outside.
  await insertAuditRows(t.ctx.db, [
    { at: '2020-03-01T04:59:59Z', actorId: ids.admin, action: 'user.edit' },
    { at: '2020-03-01T05:00:00Z', actorId: ids.admin, action: 'user.edit' },
    { at: '2020-03-03T04:59:59Z', actorId: ids.south, action: 'user.suspend' },
    { at: '2020-03-03T05:00:00Z', actorId: ids.admin, action: 'user.edit' },
  ]);
  // 27 rows on 1 June 2020, a minute apart, for paging.
  await insertAuditRows(
    t.ctx.db,
    Array.from({ length: 27 }, (_, i) => ({
      at: `2020-06-01T12:${String(i).padStart(2, '0')}:00Z`,
      actorId: ids.admin,
      action: 'location.update',
      targetType: 'location',
      details: { step: i },
    })),
  );
});
afterAll(() => t.close());

describe('audit log viewer', () => {
  it('reads a date range as whole days in the viewer\u2019s zone', async () => {
    const res = await list('superAdmin', { from: '2020-03-01', to: '2020-03-02' });
    expect(res.data.map((e) => e.at)).toEqual(['2020-03-03T04:59:59.000Z', '2020-03-01T05:00:00.000Z']);
    expect(res.total).toBe(2);
    const single = await list('superAdmin', { from: '2020-03-02', to: '2020-03-02' });
    expect(single.data.map((e) => e.action)).toEqual(['user.suspend']);
  });

  it('filters by action, target type and who, exactly', async () => {
    const range = { from: '2020-03-01', to: '2020-03-03' };
    expect((await list('superAdmin', { ...range, action: 'user.suspend' })).data).toHaveLength(1);
    expect((await list('superAdmin', { ...range, action: 'user.edit' })).total).toBe(2);
    expect((await list('superAdmin', { ...range, targetType: 'location' })).total).toBe(0);
    const byWho = await list('superAdmin', { ...range, who: 'holloway' });
    expect(byWho.data).toHaveLength(1);
    expect(byWho.data[0]).toMatchObject({
      actor: { id: ids.south, name: 'Grant Holloway' },
      actionLabel: 'Suspended a user',
    });
  });

  it('pages newest first with no row twice and an exact total', async () => {
    const filters = { from: '2020-06-01', to: '2020-06-01', targetType: 'location' as const };
    const first = await list('superAdmin', { ...filters, page: 1, pageSize: 25 });
    const second = await list('superAdmin', { ...filters, page: 2, pageSize: 25 });
    expect(first.total).toBe(27);
    expect(first.data).toHaveLength(25);
    expect(second.data.map((e) => e.details)).toEqual(['step: 1', 'step: 0']);
    expect(first.data[0]?.details).toBe('step: 26');
    expect(new Set([...first.data, ...second.data].map((e) => e.id)).size).toBe(27);
  });

  it('refuses a page size out of bounds and a reversed range with a message', async () => {
    const big = await call('superAdmin', 'POST', '/api/audit/list', { timeZone: 'UTC', pageSize: 5000 });
    expect(big.statusCode).toBe(400);
    const reversed = await call('superAdmin', 'POST', '/api/audit/list', {
      timeZone: 'UTC',
      from: '2020-03-02',
      to: '2020-03-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ msg: string }>().msg).toBe('The To date must be on or after the From date');
    const badDay = await call('superAdmin', 'POST', '/api/audit/list', { timeZone: 'UTC', from: '2020-02-30' });
    expect(badDay.json<{ msg: string }>().msg).toBe('Please enter a valid date');
  });

  it('shows an Account Admin his hospital\u2019s rows only', async () => {
    const range = { from: '2020-03-01', to: '2020-03-03' };
    expect((await list('admin', range)).data.map((e) => e.actor?.id)).toEqual([ids.admin, ids.admin]);
    expect((await list('south', range)).data.map((e) => e.action)).toEqual(['user.suspend']);
    // A Super Admin's change to a Northside user is Northside's.
    await insertAuditRows(t.ctx.db, [{ at: '2020-04-01T12:00:00Z', actorId: ids.super, action: 'user.edit' }]);
    const superOnNorth = { from: '2020-04-01', to: '2020-04-01' };
    expect((await list('admin', superOnNorth)).total).toBe(0);
    await t.ctx.db.execute(
      `update audit_log set target_id = '${ids.northScheduler}' where actor_id = '${ids.super}' and created_at = '2020-04-01T12:00:00Z'`,
    );
    expect((await list('admin', superOnNorth)).data.map((e) => e.actor?.name)).toEqual(['Avery Quinn']);
    expect((await list('south', superOnNorth)).total).toBe(0);
  });

  it('refuses every other role', async () => {
    for (const who of ['master', 'scheduler', 'rep', 'companyAdmin'] as const) {
      const res = await call(who, 'POST', '/api/audit/list', { timeZone: 'UTC' });
      expect(res.statusCode, who).toBe(403);
      const csv = await call(who, 'POST', '/api/audit/export', { timeZone: 'UTC' });
      expect(csv.statusCode, who).toBe(403);
    }
  });

  it('shows a switched change as "<Super Admin> as <user>", in the list and the CSV', async () => {
    const token = await switchedToken(t, ids.admin, ids.super);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/department/add_department',
      headers: bearer(token),
      payload: { name: '=HYPERLINK("x")' },
    });
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const filters = { timeZone: 'UTC', from: today, to: today, action: 'department.add' };
    const page = await list('admin', filters);
    expect(page.data[0]).toMatchObject({
      actor: { name: 'Diane Foster' },
      impersonator: { name: 'Avery Quinn' },
      targetLabel: 'Department',
      targetName: '=HYPERLINK("x")',
    });

    const csv = await call('admin', 'POST', '/api/audit/export', filters);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="Audit log \d{4}-\d{2}-\d{2} \d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When,Who,Acting as,Action,Target,Details');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+00:00,Avery Quinn,Avery Quinn as Diane Foster,Added a department,"Department: =HYPERLINK\(""x""\)","name: =HYPERLINK\(""x""\)"$/,
    );
    expect(lines[2]).toBe('');
  });

  it('streams every match of a long filter into the CSV, beyond one batch', async () => {
    await insertAuditRows(
      t.ctx.db,
      Array.from({ length: 620 }, (_, i) => ({
        at: new Date(Date.UTC(2019, 0, 2, 0, 0, i)).toISOString(),
        actorId: ids.admin,
        action: 'user.invite',
        details: i === 0 ? '=1+2' : undefined,
      })),
    );
    const csv = await call('superAdmin', 'POST', '/api/audit/export', {
      timeZone: 'UTC',
      from: '2019-01-02',
      to: '2019-01-02',
    });
    const rows = csv.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(620);
    expect(new Set(rows).size).toBe(620);
    expect(rows.at(-1)).toMatch(
      /^2019-01-02 00:00:00 \+00:00,Diane Foster,,Sent an invitation,User: Diane Foster,'=1\+2$/,
    );
  });
});
