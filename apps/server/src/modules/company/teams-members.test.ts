import { MSG, type TeamPerson } from '@casecover/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, tasks } from '../../db/schema/index';
import {
  DEMO_USERS,
  createTestApp,
  demoIds,
  demoTaskBody,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';
import { lastAudit, unitAt, type TeamAnswer } from './teams-test-helpers';

type Who = 'companyAdmin' | 'orthoAdmin' | 'superAdmin' | 'manager' | 'rep' | 'admin';
let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['companyAdmin', 'orthoAdmin', 'superAdmin', 'manager', 'rep', 'admin']));
});
afterAll(() => t.close());

async function tree(companyId = ids.medvance, who: Who = 'companyAdmin') {
  const res = await call(who, 'POST', '/api/company/team', { companyId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TeamAnswer>().data.units;
}
const assign = (body: object, who: Who = 'companyAdmin') =>
  call(who, 'PUT', '/api/company/team/member', { companyId: ids.medvance, ...body });
const people = async (who: Who = 'companyAdmin', companyId = ids.medvance) =>
  call(who, 'POST', '/api/company/team/people', { companyId });
const msgOf = (res: { json: () => unknown }) => (res.json() as { msg: string }).msg;

/** The divisions of the tasks on the manager's list (every status, first 50). */
async function divisionsSeenBy(who: Who) {
  const res = await call(who, 'POST', '/api/task/taskList', { nextpage: 1, pagesize: 50, taskStatus: 'all' });
  expect(res.statusCode, res.body).toBe(200);
  const listed = res.json<{ list: { _id: string }[] }>().list.map((r) => r._id);
  if (!listed.length) return [];
  const rows = await t.ctx.db
    .selectDistinct({ divisionId: tasks.divisionId })
    .from(tasks)
    .where(inArray(tasks.id, listed));
  return rows.map((r) => r.divisionId);
}

describe('the assign picker\u2019s people', () => {
  it('lists the company\u2019s division managers, managers and reps with their units, to editors only', async () => {
    const res = await people();
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ data: TeamPerson[] }>().data;
    expect(list.find((p) => p.email === DEMO_USERS.rep)).toMatchObject({
      role: 'rep',
      unitName: 'Atlanta North 1',
      unitLevel: 'territory',
    });
    expect(list.find((p) => p.email === DEMO_USERS.manager)).toMatchObject({ unitName: 'Cardiovascular' });
    expect(list.some((p) => p.email === DEMO_USERS.companyAdmin)).toBe(false);
    expect(list.every((p) => p.email.endsWith('@medvance.test'))).toBe(true);
    expect((await people('superAdmin')).statusCode).toBe(200);
    for (const who of ['manager', 'rep', 'admin'] as const) {
      const refused = await people(who);
      expect([who, refused.statusCode, msgOf(refused)]).toEqual([who, 403, MSG.teams.editorsOnly]);
    }
    const foreign = await people('orthoAdmin');
    expect([foreign.statusCode, foreign.body.includes('@medvance.test')]).toEqual([404, false]);
  });
});

describe('assigning people to units', () => {
  it('moves a rep to another territory, shows him there and logs it', async () => {
    const units = await tree();
    const from = unitAt(units, 'Cardiovascular/East/Southeast 1/Atlanta North 1');
    const to = unitAt(units, 'Cardiovascular/East/Southeast 1/Atlanta South 1');
    const repId = await userIdOf(t, DEMO_USERS.rep);
    const res = await assign({ userId: repId, unitId: to._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: MSG.teams.assigned('Jordan Ellis', 'Atlanta South 1'),
      data: { _id: repId, unitId: to._id, unitName: 'Atlanta South 1', unitLevel: 'territory' },
    });
    const after = await tree();
    expect(unitAt(after, 'Cardiovascular/East/Southeast 1/Atlanta South 1').reps.map((r) => r._id)).toContain(repId);
    expect(unitAt(after, 'Cardiovascular/East/Southeast 1/Atlanta North 1').reps.map((r) => r._id)).not.toContain(
      repId,
    );
    expect((await lastAudit(t.ctx.db, 'team.member_assign', repId))?.details).toMatchObject({
      fromUnitId: from._id,
      toUnitId: to._id,
      role: 'rep',
    });
    const again = await assign({ userId: repId, unitId: to._id });
    expect([again.statusCode, msgOf(again)]).toEqual([400, MSG.teams.alreadyThere('Jordan Ellis', 'Atlanta South 1')]);
    // Emptied, his old territory can now be removed.
    const removed = await call('companyAdmin', 'DELETE', `/api/company/team/unit/${from._id}/${ids.medvance}`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('places each role only at its level: rep → territory, manager → area or region, division manager → division', async () => {
    const units = await tree();
    const region = unitAt(units, 'Neuroscience/East/Southeast 3');
    const area = unitAt(units, 'Neuroscience/East');
    const territory = unitAt(units, 'Neuroscience/East/Southeast 3/Atlanta North 5');
    const list = (await people()).json<{ data: TeamPerson[] }>().data;
    const repId = await userIdOf(t, DEMO_USERS.rep);
    const managerId = list.find((p) => p.role === 'manager')?._id;
    const divisionManagerId = await userIdOf(t, DEMO_USERS.manager);

    const repToRegion = await assign({ userId: repId, unitId: region._id });
    expect([repToRegion.statusCode, msgOf(repToRegion)]).toEqual([
      400,
      MSG.teams.wrongUnitForRole('Sales Rep', 'territory'),
    ]);
    const managerToTerritory = await assign({ userId: managerId, unitId: territory._id });
    expect(msgOf(managerToTerritory)).toBe(MSG.teams.wrongUnitForRole('Manager', 'area or region'));
    expect((await assign({ userId: managerId, unitId: area._id })).statusCode).toBe(200);
    const dmToArea = await assign({ userId: divisionManagerId, unitId: area._id });
    expect([dmToArea.statusCode, msgOf(dmToArea)]).toEqual([
      400,
      MSG.teams.wrongUnitForRole('Division Manager', 'division'),
    ]);
    const adminId = await userIdOf(t, DEMO_USERS.companyAdmin);
    const admin = await assign({ userId: adminId, unitId: region._id });
    expect([admin.statusCode, msgOf(admin)]).toEqual([400, MSG.teams.notPlaced]);
  });

  it('asks for a person and a unit, and answers 404 for another company\u2019s person or unit', async () => {
    const units = await tree();
    const territory = unitAt(units, 'Neuroscience/Central/Southeast 4/Atlanta North 7');
    const repId = await userIdOf(t, DEMO_USERS.rep);
    const noPerson = await assign({ unitId: territory._id });
    expect([noPerson.statusCode, msgOf(noPerson)]).toEqual([400, MSG.teams.pickPerson]);
    const noUnit = await assign({ userId: repId, unitId: '' });
    expect([noUnit.statusCode, msgOf(noUnit)]).toEqual([400, MSG.teams.pickUnit]);

    const orthoPerson = (await people('orthoAdmin', ids.ortholine)).json<{ data: TeamPerson[] }>().data[0];
    const [orthoArea] = await tree(ids.ortholine, 'orthoAdmin');
    const theirs = await assign({ userId: orthoPerson?._id, unitId: territory._id });
    expect([theirs.statusCode, msgOf(theirs)]).toEqual([404, MSG.teams.personNotFound]);
    const theirUnit = await assign({ userId: repId, unitId: orthoArea?._id });
    expect([theirUnit.statusCode, msgOf(theirUnit)]).toEqual([404, MSG.teams.unitNotFound]);
    expect((await assign({ userId: 'guess', unitId: territory._id })).statusCode).toBe(404);
    const viaTheirCompany = await call('companyAdmin', 'PUT', '/api/company/team/member', {
      companyId: ids.ortholine,
      userId: orthoPerson?._id,
      unitId: orthoArea?._id,
    });
    expect([viaTheirCompany.statusCode, msgOf(viaTheirCompany)]).toEqual([404, MSG.notFound]);
    const stillThere = (await people('orthoAdmin', ids.ortholine)).json<{ data: TeamPerson[] }>().data[0];
    expect(stillThere?.unitId).toBe(orthoPerson?.unitId);

    for (const who of ['manager', 'rep', 'admin'] as const) {
      expect((await assign({ userId: repId, unitId: territory._id }, who)).statusCode).toBe(403);
    }
    expect((await assign({ userId: repId, unitId: territory._id }, 'superAdmin')).statusCode).toBe(200);
  });
});

describe('a division manager\u2019s tasks follow his division', () => {
  it('shows him only his division\u2019s tasks, before and after he is moved, and tells him of the new one\u2019s', async () => {
    const units = await tree();
    const cardio = unitAt(units, 'Cardiovascular')._id;
    const neuro = unitAt(units, 'Neuroscience')._id;
    expect(await divisionsSeenBy('manager')).toEqual([cardio]);

    const managerId = await userIdOf(t, DEMO_USERS.manager);
    const moved = await assign({ userId: managerId, unitId: neuro });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await divisionsSeenBy('manager')).toEqual([neuro]);
    expect(unitAt(await tree(), 'Neuroscience').managers.map((m) => m._id)).toContain(managerId);

    // A new Neuroscience booking reaches him; a Cardiovascular one no longer does.
    const [neuroService] = await t.ctx.db
      .select({ id: tasks.serviceId })
      .from(tasks)
      .where(and(eq(tasks.companyId, ids.medvance), eq(tasks.divisionId, neuro)))
      .limit(1);
    const book = async (divisionId: string, serviceId: string, patientName: string) => {
      const res = await call('admin', 'POST', '/api/task/addTask', {
        ...demoTaskBody(ids, 4),
        divisionId,
        serviceId,
        patientName,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.ctx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.patientName, patientName));
      return row?.id ?? '';
    };
    const neuroTask = await book(neuro, neuroService?.id ?? '', 'ZZ Neuro Move');
    const cardioTask = await book(cardio, ids.service, 'ZZ Cardio Move');
    const told = await t.ctx.db
      .select({ taskId: notifications.taskId })
      .from(notifications)
      .where(and(eq(notifications.userId, managerId), inArray(notifications.taskId, [neuroTask, cardioTask])));
    expect(told.map((n) => n.taskId)).toEqual([neuroTask]);
  });
});
