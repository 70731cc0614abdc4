import { MSG } from '@casecover/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, serviceTypes, services } from '../../db/schema/index';
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

type Who = 'companyAdmin' | 'rep' | 'manager' | 'admin' | 'south' | 'orthoAdmin' | 'superAdmin';
let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;
/** MedVance's "Cardiac Rhythm" type and Ortholine's "Spine". */
let cardiacRhythm = '';
let spine = '';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call } = await loginAs(t, ['companyAdmin', 'rep', 'manager', 'admin', 'south', 'orthoAdmin', 'superAdmin']));
  const types = await t.ctx.db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes);
  cardiacRhythm = types.find((x) => x.name === 'Cardiac Rhythm')?.id ?? '';
  spine = types.find((x) => x.name === 'Spine')?.id ?? '';
}, 60_000);
afterAll(() => t.close());

const co = (who: Who | 'nobody', method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  call(who, method, `/api/company${url}`, body);
const list = async (who: Who, companyId: string) => {
  const res = await co(who, 'POST', '/services', { companyId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { _id: string; service: string; serviceType: { serviceType: string } | null }[] }>().data;
};
const namesOf = (rows: { service: string }[]) => rows.map((r) => r.service);
const auditRows = (targetId: string) =>
  t.ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId));

let seq = 0;
async function addService(name = `Lead Extraction ${++seq}`, who: Who = 'companyAdmin') {
  const res = await co(who, 'POST', '/service', {
    createdBy: 'ignored',
    service: name,
    serviceType: cardiacRhythm,
    divisionId: ids.division,
    companyId: ids.medvance,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ msg: string; data: { _id: string; service: string; serviceType: { serviceType: string } } }>();
}

describe('company services: reading', () => {
  it('lists the services with their type and division to the company, linked hospitals and the Super Admin', async () => {
    for (const who of ['companyAdmin', 'rep', 'manager', 'admin', 'south', 'superAdmin'] as const) {
      const rows = await list(who, ids.medvance);
      expect(
        rows.find((r) => r.service === 'Pacemaker Implant'),
        who,
      ).toMatchObject({
        serviceType: { serviceType: 'Cardiac Rhythm' },
        division: 'Cardiovascular',
      });
    }
    const types = await co('admin', 'POST', '/serviceTypes', { companyId: ids.medvance });
    expect(types.json().data.map((x: { serviceType: string }) => x.serviceType)).toEqual([
      'Cardiac Rhythm',
      'Neurovascular',
      'Structural Heart',
    ]);
  });

  it('answers 404 for a company the caller does not see, 401 without a session', async () => {
    for (const path of ['/services', '/serviceTypes']) {
      expect((await co('orthoAdmin', 'POST', path, { companyId: ids.medvance })).statusCode).toBe(404);
      expect((await co('rep', 'POST', path, { companyId: ids.ortholine })).statusCode).toBe(404);
      // Southside works with MedVance and Ortholine, not CardioPoint.
      expect((await co('south', 'POST', path, { companyId: ids.cardiopoint })).statusCode).toBe(404);
      expect((await co('superAdmin', 'POST', path, { companyId: UNKNOWN })).statusCode).toBe(404);
      expect((await co('superAdmin', 'POST', path, { companyId: 'not-an-id' })).statusCode).toBe(404);
      expect((await co('nobody', 'POST', path, { companyId: ids.medvance })).statusCode).toBe(401);
    }
  });
});

describe('company services: add and edit', () => {
  it('adds a service as the Company Admin: the spec\u2019s message, the service and its type, an audit row', async () => {
    const added = await addService('Leadless Pacemaker');
    expect(added.msg).toBe(MSG.companyServices.added);
    expect(added.data).toMatchObject({ service: 'Leadless Pacemaker', serviceType: { serviceType: 'Cardiac Rhythm' } });
    expect(namesOf(await list('admin', ids.medvance))).toContain('Leadless Pacemaker');
    const offered = await call('admin', 'POST', '/api/task/serviceFilter', {
      search: 'Leadless',
      companyId: ids.medvance,
      divisionId: ids.division,
    });
    expect(offered.json().data.map((s: { service: string }) => s.service)).toEqual(['Leadless Pacemaker']);
    const [row] = await auditRows(added.data._id);
    expect(row).toMatchObject({
      action: 'service.add',
      actorId: await userIdOf(t, DEMO_USERS.companyAdmin),
      details: { name: 'Leadless Pacemaker', serviceType: 'Cardiac Rhythm', companyId: ids.medvance },
    });
  });

  it('refuses bad names, types and divisions with the field\u2019s message', async () => {
    const base = { service: 'Valid Name', serviceType: cardiacRhythm, companyId: ids.medvance };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, service: '   ' }, MSG.companyServices.nameRequired],
      [{ ...base, service: undefined }, MSG.companyServices.nameRequired],
      [{ ...base, service: 'x'.repeat(101) }, MSG.companyServices.nameLength],
      [{ ...base, serviceType: '' }, MSG.companyServices.typeRequired],
      [{ ...base, serviceType: spine }, MSG.companyServices.typeNotFound],
      [{ ...base, serviceType: 'nonsense' }, MSG.companyServices.typeNotFound],
      [{ ...base, divisionId: UNKNOWN }, MSG.companyServices.divisionNotFound],
      [{ ...base, service: 'pacemaker IMPLANT' }, MSG.companyServices.nameTaken],
    ];
    for (const [body, msg] of cases) {
      const res = await co('companyAdmin', 'POST', '/service', body);
      expect([res.statusCode, res.json().msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    // 100 characters is still a name.
    expect((await co('companyAdmin', 'POST', '/service', { ...base, service: 'y'.repeat(100) })).statusCode).toBe(200);
  });

  it('lets only the company\u2019s admins and the Super Admin write: hospitals and other people 403, other vendors 404', async () => {
    const body = { service: 'Not Allowed', serviceType: cardiacRhythm, companyId: ids.medvance };
    for (const who of ['admin', 'south', 'rep', 'manager'] as const) {
      const res = await co(who, 'POST', '/service', body);
      expect([res.statusCode, res.json().msg], who).toEqual([403, MSG.companyServices.adminOnly]);
    }
    expect((await co('orthoAdmin', 'POST', '/service', body)).statusCode).toBe(404);
    expect((await co('companyAdmin', 'POST', '/service', { ...body, companyId: ids.ortholine })).statusCode).toBe(404);
    expect((await co('nobody', 'POST', '/service', body)).statusCode).toBe(401);
    expect(namesOf(await list('companyAdmin', ids.medvance))).not.toContain('Not Allowed');

    const bySuper = await co('superAdmin', 'POST', '/service', {
      service: 'Cervical Fusion',
      serviceType: spine,
      companyId: ids.ortholine,
    });
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    expect((await co('superAdmin', 'POST', '/service', { ...body, companyId: UNKNOWN })).statusCode).toBe(404);
  });

  it('edits a service\u2019s name and type, audited with before and after; a taken name is a 400', async () => {
    const { data } = await addService('Loop Recorder');
    const neuro = (await co('companyAdmin', 'POST', '/serviceTypes', { companyId: ids.medvance }))
      .json()
      .data.find((x: { serviceType: string }) => x.serviceType === 'Neurovascular')._id as string;
    const res = await co('companyAdmin', 'PATCH', '/service', {
      id: data._id,
      companyId: ids.medvance,
      service: 'Implantable Loop Recorder',
      serviceType: neuro,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: MSG.companyServices.updated,
      data: { service: 'Implantable Loop Recorder', serviceType: { serviceType: 'Neurovascular' } },
    });
    const rows = await auditRows(data._id);
    expect(rows.find((r) => r.action === 'service.update')?.details).toMatchObject({
      from: { name: 'Loop Recorder', serviceType: 'Cardiac Rhythm' },
      to: { name: 'Implantable Loop Recorder', serviceType: 'Neurovascular' },
    });
    const same = { id: data._id, companyId: ids.medvance, serviceType: neuro };
    // Its own name (another case) is not "taken"; another service's is.
    expect(
      (await co('companyAdmin', 'PATCH', '/service', { ...same, service: 'implantable loop recorder' })).statusCode,
    ).toBe(200);
    const taken = await co('companyAdmin', 'PATCH', '/service', { ...same, service: 'ICD Implant' });
    expect([taken.statusCode, taken.json().msg]).toEqual([400, MSG.companyServices.nameTaken]);
    const blank = await co('companyAdmin', 'PATCH', '/service', { ...same, service: '' });
    expect([blank.statusCode, blank.json().msg]).toEqual([400, MSG.companyServices.nameRequired]);
  });

  it('answers 404 for another company\u2019s service or a guessed id, 403 for a hospital user', async () => {
    const body = { service: 'Renamed', serviceType: cardiacRhythm, companyId: ids.medvance };
    expect((await co('companyAdmin', 'PATCH', '/service', { ...body, id: ids.orthoService })).statusCode).toBe(404);
    expect((await co('companyAdmin', 'PATCH', '/service', { ...body, id: UNKNOWN })).statusCode).toBe(404);
    expect((await co('companyAdmin', 'PATCH', '/service', { ...body, id: 'x' })).statusCode).toBe(404);
    expect((await co('orthoAdmin', 'PATCH', '/service', { ...body, id: ids.service })).statusCode).toBe(404);
    expect((await co('admin', 'PATCH', '/service', { ...body, id: ids.service })).statusCode).toBe(403);
    const [pacemaker] = await t.ctx.db
      .select({ name: services.name })
      .from(services)
      .where(eq(services.id, ids.service));
    expect(pacemaker?.name).toBe('Pacemaker Implant');
  });
});

describe('company services: delete and archive', () => {
  it('deletes a service no task names, with the spec\u2019s message and an audit row', async () => {
    const { data } = await addService('Temporary Service');
    const res = await co('companyAdmin', 'DELETE', `/service/${data._id}/${ids.medvance}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: MSG.companyServices.deleted,
      data: { service: 'Temporary Service', serviceType: { serviceType: 'Cardiac Rhythm' }, archived: false },
    });
    expect(await t.ctx.db.select().from(services).where(eq(services.id, data._id))).toEqual([]);
    expect((await auditRows(data._id)).map((r) => r.action)).toEqual(['service.add', 'service.delete']);
    expect((await co('companyAdmin', 'DELETE', `/service/${data._id}/${ids.medvance}`)).statusCode).toBe(404);
  });

  it('archives a service a task names: not listed or offered, refused for booking, still named on the task', async () => {
    const { data } = await addService('Archived Later');
    const booked = await call('admin', 'POST', '/api/task/addTask', { ...demoTaskBody(ids, 3), serviceId: data._id });
    expect(booked.statusCode, booked.body).toBe(200);
    const taskId = booked.json<{ data: { _id: string } }>().data._id;

    const res = await co('companyAdmin', 'DELETE', `/service/${data._id}/${ids.medvance}`);
    expect(res.json()).toMatchObject({ status: 200, msg: MSG.companyServices.deleted, data: { archived: true } });
    const [row] = await t.ctx.db.select().from(services).where(eq(services.id, data._id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(namesOf(await list('companyAdmin', ids.medvance))).not.toContain('Archived Later');
    const offered = await call('admin', 'POST', '/api/task/serviceFilter', {
      search: 'Archived',
      companyId: ids.medvance,
      divisionId: '',
    });
    expect(offered.json().data).toEqual([]);
    const again = await call('admin', 'POST', '/api/task/addTask', { ...demoTaskBody(ids, 4), serviceId: data._id });
    expect([again.statusCode, again.json().msg]).toEqual([400, MSG.tasks.serviceAgain]);
    const detail = await call('admin', 'GET', `/api/task/task/detail/${taskId}`);
    expect(detail.json().data[0].service.name).toBe('Archived Later');
    expect((await auditRows(data._id)).map((r) => r.action)).toEqual(['service.add', 'service.archive']);

    // The archived one can be neither edited nor deleted again, and its name is free.
    const patch = { id: data._id, companyId: ids.medvance, service: 'Back Again', serviceType: cardiacRhythm };
    expect((await co('companyAdmin', 'PATCH', '/service', patch)).statusCode).toBe(404);
    expect((await co('companyAdmin', 'DELETE', `/service/${data._id}/${ids.medvance}`)).statusCode).toBe(404);
    expect((await addService('Archived Later')).data._id).not.toBe(data._id);
  });

  it('refuses deletes across tenants (404) and by hospital users or reps (403), changing nothing', async () => {
    expect((await co('companyAdmin', 'DELETE', `/service/${ids.orthoService}/${ids.medvance}`)).statusCode).toBe(404);
    expect((await co('companyAdmin', 'DELETE', `/service/${ids.orthoService}/${ids.ortholine}`)).statusCode).toBe(404);
    expect((await co('orthoAdmin', 'DELETE', `/service/${ids.service}/${ids.medvance}`)).statusCode).toBe(404);
    expect((await co('companyAdmin', 'DELETE', `/service/${UNKNOWN}/${ids.medvance}`)).statusCode).toBe(404);
    expect((await co('companyAdmin', 'DELETE', `/service/nonsense/${ids.medvance}`)).statusCode).toBe(404);
    for (const who of ['admin', 'rep', 'manager'] as const) {
      expect((await co(who, 'DELETE', `/service/${ids.service}/${ids.medvance}`)).statusCode, who).toBe(403);
    }
    const still = await t.ctx.db
      .select({ archivedAt: services.archivedAt })
      .from(services)
      .where(and(eq(services.id, ids.service)));
    expect(still).toEqual([{ archivedAt: null }]);
    expect(await t.ctx.db.select().from(services).where(eq(services.id, ids.orthoService))).toHaveLength(1);
  });
});

describe('service types', () => {
  it('adds a missing type inline (unique per company, ignoring case), audited; only admins may', async () => {
    const res = await co('companyAdmin', 'POST', '/serviceType', { companyId: ids.medvance, serviceType: ' Imaging ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: MSG.companyServices.typeAdded, data: { serviceType: 'Imaging' } });
    const typeId = res.json<{ data: { _id: string } }>().data._id;
    expect((await auditRows(typeId))[0]).toMatchObject({ action: 'serviceType.add', details: { name: 'Imaging' } });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ serviceType: 'IMAGING' }, 400, MSG.companyServices.typeTaken],
      [{ serviceType: '' }, 400, MSG.companyServices.typeNameRequired],
      [{ serviceType: 'z'.repeat(51) }, 400, MSG.companyServices.typeNameLength],
    ];
    for (const [body, status, msg] of cases) {
      const r = await co('companyAdmin', 'POST', '/serviceType', { companyId: ids.medvance, ...body });
      expect([r.statusCode, r.json().msg]).toEqual([status, msg]);
    }
    expect((await co('admin', 'POST', '/serviceType', { companyId: ids.medvance, serviceType: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (await co('companyAdmin', 'POST', '/serviceType', { companyId: ids.ortholine, serviceType: 'X' })).statusCode,
    ).toBe(404);
    // Another company may have a type of the same name.
    expect(
      (await co('superAdmin', 'POST', '/serviceType', { companyId: ids.ortholine, serviceType: 'Imaging' })).statusCode,
    ).toBe(200);
  });
});
