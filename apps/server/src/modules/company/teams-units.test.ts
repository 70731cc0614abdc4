import { MSG } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUnits, services, tasks } from '../../db/schema/index';
import { createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';
import { flatten, lastAudit, unitAt, type TeamAnswer } from './teams-test-helpers';

type Who = 'companyAdmin' | 'orthoAdmin' | 'superAdmin' | 'manager' | 'rep' | 'admin' | 'south';
let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(
    t,
    ['companyAdmin', 'orthoAdmin', 'superAdmin', 'manager', 'rep', 'admin', 'south'],
    '/api/company',
  ));
});
afterAll(() => t.close());

async function tree(companyId = ids.medvance, who: Who = 'companyAdmin') {
  const res = await call(who, 'POST', '/team', { companyId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TeamAnswer>().data.units;
}
const add = (body: object, who: Who = 'companyAdmin') =>
  call(who, 'POST', '/team/unit', { companyId: ids.medvance, ...body });
const update = (body: object, who: Who = 'companyAdmin') =>
  call(who, 'PUT', '/team/unit', { companyId: ids.medvance, ...body });
const remove = (unitId: string, who: Who = 'companyAdmin', companyId = ids.medvance) =>
  call(who, 'DELETE', `/team/unit/${unitId}/${companyId}`);
const msgOf = (res: { json: () => unknown }) => (res.json() as { msg: string }).msg;

describe('adding units', () => {
  it('adds a unit one level below its parent, or at the top level, and logs it', async () => {
    const region = unitAt(await tree(), 'Cardiovascular/East/Southeast 1');
    const res = await add({ parentId: region._id, name: '  Savannah  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Territory "Savannah" added.',
      data: { name: 'Savannah', level: 'territory', parentId: region._id },
    });
    const added = unitAt(await tree(), 'Cardiovascular/East/Southeast 1/Savannah');
    expect(added).toMatchObject({ level: 'territory', managers: [], reps: [] });
    const logged = await lastAudit(t.ctx.db, 'team.unit_add', added._id);
    expect(logged?.details).toMatchObject({ companyId: ids.medvance, name: 'Savannah', level: 'territory' });

    const top = await add({ parentId: null, name: 'Orthopaedics' });
    expect(top.json().data).toMatchObject({ level: 'division', parentId: null });
    const ortho = await call('orthoAdmin', 'POST', '/team/unit', { companyId: ids.ortholine, name: 'West' });
    // A medium company starts at the area level.
    expect(ortho.json().data).toMatchObject({ level: 'area', name: 'West' });
  });

  it('refuses a child of a territory, blank, long and taken names', async () => {
    const territory = unitAt(await tree(), 'Cardiovascular/East/Southeast 1/Atlanta North 1');
    const below = await add({ parentId: territory._id, name: 'Street' });
    expect([below.statusCode, msgOf(below)]).toEqual([400, MSG.teams.noChildLevel('territory')]);
    const blank = await add({ parentId: null, name: '   ' });
    expect([blank.statusCode, msgOf(blank)]).toEqual([400, MSG.teams.nameRequired]);
    const missing = await add({ parentId: null });
    expect([missing.statusCode, msgOf(missing)]).toEqual([400, MSG.teams.nameRequired]);
    const long = await add({ parentId: null, name: 'x'.repeat(101) });
    expect([long.statusCode, msgOf(long)]).toEqual([400, MSG.teams.nameLength]);
    expect((await add({ parentId: null, name: 'y'.repeat(100) })).statusCode).toBe(200);

    const region = unitAt(await tree(), 'Cardiovascular/East/Southeast 1');
    const taken = await add({ parentId: region._id, name: 'atlanta NORTH 1' });
    expect([taken.statusCode, msgOf(taken)]).toEqual([409, MSG.teams.nameTaken('territory', 'atlanta NORTH 1')]);
    // The same name under another parent is another unit.
    const other = unitAt(await tree(), 'Cardiovascular/East/Mid-Atlantic 1');
    expect((await add({ parentId: other._id, name: 'Atlanta North 1' })).statusCode).toBe(200);
  });

  it('answers 404 for a parent that is not the company\u2019s', async () => {
    const [orthoUnit] = flatten(await tree(ids.ortholine, 'orthoAdmin'));
    const foreign = await add({ parentId: orthoUnit?._id, name: 'Stolen' });
    expect([foreign.statusCode, msgOf(foreign)]).toEqual([404, MSG.teams.parentNotFound]);
    const bogus = await add({ parentId: 'not-an-id', name: 'Nowhere' });
    expect([bogus.statusCode, msgOf(bogus)]).toEqual([404, MSG.teams.parentNotFound]);
    const unchanged = await tree(ids.ortholine, 'orthoAdmin');
    expect(flatten(unchanged).some((u) => u.name === 'Stolen')).toBe(false);
  });
});

describe('renaming and moving units', () => {
  it('renames a unit (logged with both names) and refuses a taken or unchanged name', async () => {
    const territory = unitAt(await tree(), 'Cardiovascular/Central/Southeast 2/Atlanta North 3');
    const res = await update({ unitId: territory._id, name: 'Buckhead' });
    expect([res.statusCode, msgOf(res)]).toEqual([200, MSG.teams.renamed]);
    expect(unitAt(await tree(), 'Cardiovascular/Central/Southeast 2/Buckhead')._id).toBe(territory._id);
    expect((await lastAudit(t.ctx.db, 'team.unit_rename', territory._id))?.details).toMatchObject({
      from: 'Atlanta North 3',
      to: 'Buckhead',
    });
    const same = await update({ unitId: territory._id, name: 'Buckhead' });
    expect([same.statusCode, msgOf(same)]).toEqual([400, MSG.teams.noChanges]);
    const nothing = await update({ unitId: territory._id });
    expect([nothing.statusCode, msgOf(nothing)]).toEqual([400, MSG.teams.noChanges]);
    const taken = await update({ unitId: territory._id, name: 'ATLANTA south 3' });
    expect([taken.statusCode, msgOf(taken)]).toEqual([409, MSG.teams.nameTaken('territory', 'ATLANTA south 3')]);
    const blank = await update({ unitId: territory._id, name: '' });
    expect([blank.statusCode, msgOf(blank)]).toEqual([400, MSG.teams.nameRequired]);
  });

  it('moves a unit only under a unit of the level just above, in the same company', async () => {
    const units = await tree();
    const region = unitAt(units, 'Cardiovascular/Central/Mid-Atlantic 2');
    const east = unitAt(units, 'Cardiovascular/East');
    const division = unitAt(units, 'Neuroscience');
    const territory = unitAt(units, 'Cardiovascular/East/Southeast 1/Atlanta South 1');

    const moved = await update({ unitId: region._id, parentId: east._id });
    expect([moved.statusCode, msgOf(moved)]).toEqual([200, MSG.teams.moved]);
    const after = unitAt(await tree(), 'Cardiovascular/East/Mid-Atlantic 2');
    expect(after.children.map((c) => c.name)).toEqual(region.children.map((c) => c.name));
    expect((await lastAudit(t.ctx.db, 'team.unit_move', region._id))?.details).toMatchObject({
      toParentId: east._id,
      toParentName: 'East',
    });

    const underDivision = await update({ unitId: region._id, parentId: division._id });
    expect([underDivision.statusCode, msgOf(underDivision)]).toEqual([400, MSG.teams.wrongParent('region', 'area')]);
    const underTerritory = await update({ unitId: region._id, parentId: territory._id });
    expect(msgOf(underTerritory)).toBe(MSG.teams.wrongParent('region', 'area'));
    const toTop = await update({ unitId: region._id, parentId: null });
    expect([toTop.statusCode, msgOf(toTop)]).toEqual([400, MSG.teams.wrongParent('region', 'area')]);
    const divisionMove = await update({ unitId: division._id, parentId: east._id });
    expect([divisionMove.statusCode, msgOf(divisionMove)]).toEqual([400, MSG.teams.topLevel('division')]);

    const [orthoArea] = await tree(ids.ortholine, 'orthoAdmin');
    const abroad = await update({ unitId: region._id, parentId: orthoArea?._id });
    expect([abroad.statusCode, msgOf(abroad)]).toEqual([404, MSG.teams.parentNotFound]);
  });

  it('renames and moves in one call, refusing a name the new parent already holds', async () => {
    const units = await tree();
    const territory = unitAt(units, 'Neuroscience/East/Southeast 3/Atlanta North 5');
    const target = unitAt(units, 'Neuroscience/East/Mid-Atlantic 3');
    const clash = await update({ unitId: territory._id, parentId: target._id, name: 'Atlanta North 6' });
    expect([clash.statusCode, msgOf(clash)]).toEqual([409, MSG.teams.nameTaken('territory', 'Atlanta North 6')]);
    const both = await update({ unitId: territory._id, parentId: target._id, name: 'Decatur' });
    expect([both.statusCode, msgOf(both)]).toEqual([200, MSG.teams.updated]);
    expect(unitAt(await tree(), 'Neuroscience/East/Mid-Atlantic 3/Decatur')._id).toBe(territory._id);
  });
});

describe('removing units', () => {
  it('removes an empty unit with the empty units below it, and logs it', async () => {
    const top = await add({ parentId: null, name: 'Spine' });
    const area = await add({ parentId: top.json().data._id, name: 'North' });
    await add({ parentId: area.json().data._id, name: 'Piedmont' });
    const res = await remove(top.json().data._id);
    expect([res.statusCode, msgOf(res)]).toEqual([200, MSG.teams.removed('Spine')]);
    expect(flatten(await tree()).some((u) => ['Spine', 'Piedmont'].includes(u.name))).toBe(false);
    expect((await lastAudit(t.ctx.db, 'team.unit_remove', top.json().data._id))?.details).toMatchObject({
      name: 'Spine',
      unitsRemoved: 3,
    });
  });

  it('refuses a unit with people in it or below it, naming how many to move first', async () => {
    const units = await tree();
    const territory = unitAt(units, 'Cardiovascular/East/Southeast 1/Atlanta North 1');
    const one = await remove(territory._id);
    expect([one.statusCode, msgOf(one)]).toEqual([400, MSG.teams.hasPeople('territory', 1)]);
    const region = unitAt(units, 'Cardiovascular/East/Southeast 1');
    const people = [region, ...flatten(region.children)].reduce((n, u) => n + u.managers.length + u.reps.length, 0);
    expect(people).toBeGreaterThan(1);
    const many = await remove(region._id);
    expect([many.statusCode, msgOf(many)]).toEqual([400, MSG.teams.hasPeople('region', people)]);
    expect(unitAt(await tree(), 'Cardiovascular/East/Southeast 1')._id).toBe(region._id);
  });

  it('refuses a division that tasks or services are booked to', async () => {
    const division = (await add({ parentId: null, name: 'Vascular' })).json().data._id as string;
    await t.ctx.db.update(services).set({ divisionId: division }).where(eq(services.id, ids.service));
    const [task] = await t.ctx.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.companyId, ids.medvance))
      .limit(1);
    await t.ctx.db
      .update(tasks)
      .set({ divisionId: division })
      .where(eq(tasks.id, task?.id ?? ''));
    const res = await remove(division);
    expect([res.statusCode, msgOf(res)]).toEqual([400, MSG.teams.hasBookings('division', 1, 1)]);
    const [row] = await t.ctx.db
      .select({ id: companyUnits.id })
      .from(companyUnits)
      .where(eq(companyUnits.id, division));
    expect(row?.id).toBe(division);
  });
});

describe('who may edit', () => {
  it('lets only the company\u2019s admin and the Super Admin edit; readers get 403, other tenants 404', async () => {
    const units = await tree();
    const region = unitAt(units, 'Neuroscience/Central/Southeast 4');
    for (const who of ['manager', 'rep', 'admin'] as const) {
      const res = await add({ parentId: region._id, name: 'Not Mine' }, who);
      expect([who, res.statusCode, msgOf(res)]).toEqual([who, 403, MSG.teams.editorsOnly]);
      expect((await update({ unitId: region._id, name: 'Not Mine' }, who)).statusCode).toBe(403);
      expect((await remove(region._id, who)).statusCode).toBe(403);
      // Readers still read the tree.
      expect((await call(who, 'POST', '/team', { companyId: ids.medvance })).statusCode).toBe(200);
    }
    // Southside works with MedVance but another vendor's admin does not see it at all.
    expect((await add({ parentId: region._id, name: 'Not Mine' }, 'south')).statusCode).toBe(403);
    const other = await add({ parentId: region._id, name: 'Not Mine' }, 'orthoAdmin');
    expect([other.statusCode, msgOf(other)]).toEqual([404, MSG.notFound]);
    expect((await remove(region._id, 'orthoAdmin')).statusCode).toBe(404);
    expect((await call('nobody', 'POST', '/team/unit', { companyId: ids.medvance, name: 'X' })).statusCode).toBe(401);

    const superAdd = await add({ parentId: region._id, name: 'Operator Territory' }, 'superAdmin');
    expect(superAdd.statusCode, superAdd.body).toBe(200);
    expect((await remove(superAdd.json().data._id, 'superAdmin')).statusCode).toBe(200);
    expect(flatten(await tree()).some((u) => u.name === 'Not Mine')).toBe(false);
  });

  it('answers 404 for another company\u2019s unit under one\u2019s own company id, and for guessed ids', async () => {
    const [orthoArea] = await tree(ids.ortholine, 'orthoAdmin');
    const foreignId = orthoArea?._id ?? '';
    const rename = await update({ unitId: foreignId, name: 'Taken Over' });
    expect([rename.statusCode, msgOf(rename)]).toEqual([404, MSG.teams.unitNotFound]);
    const del = await remove(foreignId);
    expect([del.statusCode, msgOf(del)]).toEqual([404, MSG.teams.unitNotFound]);
    expect((await remove(foreignId, 'companyAdmin', ids.ortholine)).statusCode).toBe(404);
    expect((await remove('guess', 'companyAdmin')).statusCode).toBe(404);
    expect((await update({ unitId: foreignId, name: 'X' }, 'companyAdmin')).statusCode).toBe(404);
    expect(
      (await call('companyAdmin', 'PUT', '/team/unit', { companyId: 'nope', unitId: foreignId, name: 'X' })).statusCode,
    ).toBe(404);
    expect((await tree(ids.ortholine, 'orthoAdmin'))[0]?.name).toBe(orthoArea?.name);
  });
});
