import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, taskAssignees, tasks, users } from '../../db/schema/index';
import { createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';

type Who = 'admin' | 'south' | 'scheduler' | 'manager' | 'rep' | 'orthoAdmin' | 'superAdmin';
let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;

interface Row {
  _id: string;
  name: string;
  division: string[];
  territoryManager: { name: string; email: string } | null;
}
const names = (res: { json: () => { data: { finalCompany: Row[] } } }) =>
  res.json().data.finalCompany.map((c) => c.name);

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(
    t,
    ['admin', 'south', 'scheduler', 'manager', 'rep', 'orthoAdmin', 'superAdmin'],
    '/api/company',
  ));
});
afterAll(() => t.close());

describe('companylist', () => {
  it('shows a hospital the vendors linked to it, with divisions and a territory manager', async () => {
    const north = await call('admin', 'POST', '/companylist', { searchText: '', pagesize: 10, nextpage: 1 });
    expect(north.statusCode).toBe(200);
    expect(names(north)).toEqual([
      'CardioPoint Medical',
      'Keystone Facility Services',
      'MedVance Surgical',
      'Ortholine Devices',
    ]);
    const medvance = north.json().data.finalCompany.find((c: Row) => c.name === 'MedVance Surgical');
    expect(medvance.division).toEqual(['Cardiovascular', 'Neuroscience']);
    expect(medvance.territoryManager.email).toMatch(/@medvance\.test$/);
    expect(north.json().data.total).toBe(4);
    const south = await call('south', 'POST', '/companylist', {});
    expect(names(south)).toEqual(['MedVance Surgical', 'Ortholine Devices']);
    expect(names(await call('scheduler', 'POST', '/companylist', {}))).toHaveLength(4);
  });

  it('shows a vendor user only his own company and the Super Admin every company', async () => {
    expect(names(await call('rep', 'POST', '/companylist', {}))).toEqual(['MedVance Surgical']);
    expect(names(await call('manager', 'POST', '/companylist', {}))).toEqual(['MedVance Surgical']);
    expect(names(await call('orthoAdmin', 'POST', '/companylist', {}))).toEqual(['Ortholine Devices']);
    const all = await call('superAdmin', 'POST', '/companylist', {});
    expect(names(all)).toEqual([
      'CardioPoint Medical',
      'Keystone Facility Services',
      'MedVance Surgical',
      'Ortholine Devices',
    ]);
  });

  it('searches by name (either field, % taken literally) and pages', async () => {
    expect(names(await call('admin', 'POST', '/companylist', { searchText: 'ortho' }))).toEqual(['Ortholine Devices']);
    expect(names(await call('admin', 'POST', '/companylist', { companyName: 'medv' }))).toEqual(['MedVance Surgical']);
    expect(names(await call('admin', 'POST', '/companylist', { searchText: '%' }))).toEqual([]);
    const page2 = await call('admin', 'POST', '/companylist', { pagesize: 3, nextpage: 2 });
    expect(names(page2)).toEqual(['Ortholine Devices']);
    expect(page2.json().data).toMatchObject({ total: 4, nextpage: 2, pagesize: 3 });
    const beyond = await call('admin', 'POST', '/companylist', { pagesize: 10, nextpage: 5 });
    expect(names(beyond)).toEqual([]);
  });

  it('names as territory manager the rep who last covered the hospital, else the company\u2019s first rep', async () => {
    const [latest] = await t.ctx.db
      .select({ email: users.email })
      .from(tasks)
      .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(and(eq(tasks.accountId, ids.north), eq(tasks.companyId, ids.medvance), eq(users.role, 'rep')))
      .orderBy(desc(tasks.startDate), desc(tasks.id))
      .limit(1);
    const north = await call('admin', 'POST', '/companylist', { searchText: 'MedVance' });
    expect(north.json().data.finalCompany[0].territoryManager.email).toBe(latest?.email);
    const [first] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.companyId, ids.medvance), eq(users.role, 'rep')))
      .orderBy(asc(users.name), asc(users.id))
      .limit(1);
    const all = await call('superAdmin', 'POST', '/companylist', { searchText: 'MedVance' });
    expect(all.json().data.finalCompany[0].territoryManager.email).toBe(first?.email);
  });

  it('refuses a bad page with a 400, and no session with a 401', async () => {
    expect((await call('admin', 'POST', '/companylist', { pagesize: 0 })).statusCode).toBe(400);
    expect((await call('admin', 'POST', '/companylist', { nextpage: 'x' })).statusCode).toBe(400);
    expect((await call('nobody', 'POST', '/companylist', {})).statusCode).toBe(401);
  });
});

describe('company/{id}', () => {
  it('answers the header of a visible company', async () => {
    const res = await call('admin', 'GET', `/company/${ids.medvance}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: ids.medvance,
      name: 'MedVance Surgical',
      size: 'large',
      type: 'clinical',
      email: 'info@medvance.test',
    });
    expect((await call('rep', 'GET', `/company/${ids.medvance}`)).statusCode).toBe(200);
    expect((await call('superAdmin', 'GET', `/company/${ids.cardiopoint}`)).statusCode).toBe(200);
  });

  it('answers 404 for another tenant\u2019s company, an unknown id and a malformed id', async () => {
    expect((await call('south', 'GET', `/company/${ids.cardiopoint}`)).statusCode).toBe(404);
    expect((await call('rep', 'GET', `/company/${ids.ortholine}`)).statusCode).toBe(404);
    expect((await call('orthoAdmin', 'GET', `/company/${ids.medvance}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/company/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await call('admin', 'GET', '/company/not-an-id');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().msg).toBe('Not found');
  });

  it('tells the type, so a company of type other is known', async () => {
    await t.ctx.db.update(companies).set({ type: 'other' }).where(eq(companies.id, ids.cardiopoint));
    try {
      expect((await call('admin', 'GET', `/company/${ids.cardiopoint}`)).json().data.type).toBe('other');
    } finally {
      await t.ctx.db.update(companies).set({ type: 'clinical' }).where(eq(companies.id, ids.cardiopoint));
    }
  });
});

interface Unit {
  name: string;
  level: string;
  managers: { name: string; email: string }[];
  reps: { name: string; email: string }[];
  children: Unit[];
}

describe('team', () => {
  it('lays a large company out division > area > region > territory with its managers and reps', async () => {
    const res = await call('admin', 'POST', '/team', { companyId: ids.medvance });
    expect(res.statusCode).toBe(200);
    const team = res.json().data as { size: string; levels: string[]; units: Unit[]; admins: unknown[] };
    expect(team.levels).toEqual(['division', 'area', 'region', 'territory']);
    expect(team.units.map((u) => u.name)).toEqual(['Cardiovascular', 'Neuroscience']);
    const cardio = team.units[0] as Unit;
    expect(cardio.managers.map((m) => m.email)).toContain('manager@medvance.test');
    const area = cardio.children[0] as Unit;
    expect(area.level).toBe('area');
    const region = area.children[0] as Unit;
    expect(region.level).toBe('region');
    expect(region.managers).toHaveLength(1);
    const territories = region.children;
    expect(territories.every((u) => u.level === 'territory')).toBe(true);
    const everyone = (u: Unit): string[] => [...u.reps.map((r) => r.email), ...u.children.flatMap(everyone)];
    expect(team.units.flatMap(everyone)).toContain('rep@medvance.test');
    expect(team.admins).toHaveLength(1);
  });

  it('starts a medium company at areas and a small one at regions', async () => {
    const medium = (await call('admin', 'POST', '/team', { companyId: ids.ortholine })).json().data;
    expect(medium.levels).toEqual(['area', 'region', 'territory']);
    expect(medium.units.every((u: Unit) => u.level === 'area')).toBe(true);
    const small = (await call('admin', 'POST', '/team', { companyId: ids.cardiopoint })).json().data;
    expect(small.levels).toEqual(['region', 'territory']);
    expect(small.units.every((u: Unit) => u.level === 'region')).toBe(true);
    expect(small.units[0].children[0].reps.length).toBeGreaterThan(0);
  });

  it('narrows a large company to one division', async () => {
    const res = await call('manager', 'POST', '/team', { companyId: ids.medvance, divisionId: ids.division });
    expect(res.json().data.units.map((u: Unit) => u.name)).toEqual(['Cardiovascular']);
    const other = await call('manager', 'POST', '/team', { companyId: ids.medvance, divisionId: ids.north });
    expect(other.statusCode).toBe(404);
  });

  it('answers 404 for another tenant\u2019s company', async () => {
    expect((await call('south', 'POST', '/team', { companyId: ids.cardiopoint })).statusCode).toBe(404);
    expect((await call('rep', 'POST', '/team', { companyId: ids.ortholine })).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/team', { companyId: 'nope' })).statusCode).toBe(404);
  });
});
