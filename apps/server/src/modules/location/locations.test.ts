import { MSG, type TaskStatus } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, locations, tasks } from '../../db/schema/index';
import { bearer, createTestApp, demoIds, loginAs, type Call, type DemoIds, type TestApp } from '../../../test/helpers';

type Who = 'admin' | 'master' | 'scheduler' | 'south' | 'rep';
let t: TestApp;
let ids: DemoIds;
let call: Call<Who>;
let token: (who: Who) => string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call, token } = await loginAs(t, ['admin', 'master', 'scheduler', 'south', 'rep'], '/api/task'));
});
afterAll(() => t.close());

let n = 0;
function body(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Clinic ${n} ${Date.now()}`,
    address: { formattedAddress: '1 Main St, Atlanta, GA 30301', city: 'Atlanta', state: 'GA', zipCode: '30301' },
    description: 'Second floor',
    geometry: { type: 'Point', coordinates: [-84.4741, 33.8444] },
    ...overrides,
  };
}

async function addLocation(overrides: Record<string, unknown> = {}) {
  const res = await call('admin', 'POST', '/location/add_location', body(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; name: string };
}

async function taskAt(locationId: string, status: TaskStatus, name = `Case ${status}`) {
  const start = new Date(Date.now() + 86_400_000);
  const [row] = await t.ctx.db
    .insert(tasks)
    .values({
      accountId: ids.north,
      departmentId: ids.cardiology,
      locationId,
      companyId: ids.medvance,
      divisionId: ids.division,
      serviceId: ids.service,
      name,
      startDate: start,
      endDate: new Date(start.getTime() + 3_600_000),
      timeZone: 'America/New_York',
      status,
    })
    .returning({ id: tasks.id });
  return row?.id ?? '';
}

describe('GET /api/task/location/get_locations', () => {
  it('answers full rows of the caller\u2019s hospital with a pager', async () => {
    const res = await call('admin', 'GET', '/location/get_locations?pageNumber=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    const { data, pager } = res.json();
    expect(data.map((l: { _id: string }) => l._id)).not.toContain(ids.southLocation);
    expect(data[0]).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      address: { formattedAddress: expect.any(String), city: expect.any(String), state: expect.any(String) },
      geometry: { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] },
    });
    expect(pager).toMatchObject({ currentPage: 1, endPage: expect.any(Number), total: data.length });
  });

  it('pages and searches; Add Task\u2019s page of 5 still works; more than 100 a page is refused', async () => {
    const two = await call('master', 'GET', '/location/get_locations?pageNumber=2&pageSize=2');
    expect(two.json().pager.currentPage).toBe(2);
    expect(two.json().data.length).toBeLessThanOrEqual(2);
    const five = await call('scheduler', 'GET', '/location/get_locations?search=&pageNumber=1&pageSize=5');
    expect(five.statusCode).toBe(200);
    expect(five.json().data.length).toBeLessThanOrEqual(5);
    const found = await call('admin', 'GET', '/location/get_locations?search=heart');
    expect(found.json().data.map((l: { name: string }) => l.name)).toContain('Northside Heart Institute');
    expect((await call('admin', 'GET', '/location/get_locations?pageSize=101')).statusCode).toBe(400);
  });

  it('answers 401 without a session and an empty list to a vendor user', async () => {
    expect((await call('nobody', 'GET', '/location/get_locations')).statusCode).toBe(401);
    const rep = await call('rep', 'GET', '/location/get_locations');
    expect(rep.json().data).toEqual([]);
  });
});

describe('POST /api/task/location/add_location', () => {
  it('adds a location with its address and point, and lists it', async () => {
    const res = await call('admin', 'POST', '/location/add_location', body({ name: 'Lakeside Surgery Center' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: MSG.locations.added,
      data: {
        name: 'Lakeside Surgery Center',
        address: { city: 'Atlanta', state: 'GA', zipCode: '30301' },
        description: 'Second floor',
        geometry: { type: 'Point', coordinates: [-84.4741, 33.8444] },
      },
    });
    const list = await call('scheduler', 'GET', '/location/get_locations?search=Lakeside');
    expect(list.json().data).toHaveLength(1);
  });

  it('accepts a form body with the address and point as JSON text', async () => {
    const b = body();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/task/location/add_location',
      headers: {
        ...bearer(token('admin')),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        name: b.name,
        description: '',
        address: JSON.stringify(b.address),
        geometry: JSON.stringify(b.geometry),
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [{ name: '' }, MSG.locations.nameRequired],
    [{ name: 'A' }, MSG.locations.nameLength],
    [{ name: 'x'.repeat(51) }, MSG.locations.nameLength],
    [{ address: undefined }, MSG.locations.addressRequired],
    [{ address: { formattedAddress: '  ' } }, MSG.locations.addressRequired],
    [{ geometry: undefined }, MSG.locations.addressInvalid],
    [{ geometry: { type: 'Point', coordinates: [200, 10] } }, MSG.locations.addressInvalid],
    [{ description: 'd'.repeat(256) }, MSG.locations.descriptionLength],
  ])('refuses %j with its message', async (overrides, msg) => {
    const res = await call('admin', 'POST', '/location/add_location', body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses a second live location of the same name (any case)', async () => {
    const first = await addLocation();
    const res = await call('admin', 'POST', '/location/add_location', body({ name: first.name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.locations.nameTaken);
  });

  it('is the Account Admin\u2019s: other hospital roles and vendors get 403', async () => {
    for (const who of ['master', 'scheduler', 'rep'] as const) {
      const res = await call(who, 'POST', '/location/add_location', body());
      expect(res.statusCode, who).toBe(403);
      expect(res.json().msg).toBe(MSG.locations.adminOnly);
    }
  });
});

describe('PUT /api/task/location/update_location', () => {
  it('changes a location and records it in the audit log', async () => {
    const loc = await addLocation();
    const res = await call('admin', 'PUT', '/location/update_location', {
      ...body({ name: `${loc.name} East`, description: '' }),
      location_id: loc._id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: MSG.locations.updated,
      data: { name: `${loc.name} East`, description: '' },
    });
    const logged = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, loc._id));
    expect(logged.map((r) => r.action)).toEqual(expect.arrayContaining(['location.add', 'location.update']));
  });

  it('says "No changes detected" when nothing changed', async () => {
    const b = body();
    const loc = await addLocation(b);
    const res = await call('admin', 'PUT', '/location/update_location', { ...b, location_id: loc._id });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.locations.noChanges);
  });

  it('answers 404 for another hospital\u2019s location, an unknown id and a deleted one', async () => {
    const south = await call('south', 'PUT', '/location/update_location', {
      ...body(),
      location_id: ids.northLocation,
    });
    expect(south.statusCode).toBe(404);
    const unknown = await call('admin', 'PUT', '/location/update_location', { ...body(), location_id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    const gone = await addLocation();
    await call('admin', 'PUT', '/location/delete_location', { location_id: gone._id });
    const deleted = await call('admin', 'PUT', '/location/update_location', { ...body(), location_id: gone._id });
    expect(deleted.statusCode).toBe(404);
  });

  it('answers 403 to a Master Scheduler', async () => {
    const res = await call('master', 'PUT', '/location/update_location', { ...body(), location_id: ids.northLocation });
    expect(res.statusCode).toBe(403);
  });
});

describe('check_associated_tasks and delete_location', () => {
  it('refuses to delete a location an open task uses, listing the open tasks only', async () => {
    const loc = await addLocation();
    const open = await taskAt(loc._id, 'assigned', 'Open case');
    await taskAt(loc._id, 'completed', 'Closed case');
    const check = await call('admin', 'GET', `/location/check_associated_tasks?location_id=${loc._id}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      canDelete: false,
      data: [{ _id: open, taskName: 'Open case', taskStatus: 'assigned', startDate: expect.any(String) }],
    });
    expect(check.json().data).toHaveLength(1);
    const del = await call('admin', 'PUT', '/location/delete_location', { location_id: loc._id });
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe(MSG.locations.inUse);
  });

  it.each(['unassigned', 'pending', 'inprogress'] as const)('a %s task keeps the location', async (status) => {
    const loc = await addLocation();
    await taskAt(loc._id, status);
    const check = await call('admin', 'GET', `/location/check_associated_tasks?location_id=${loc._id}`);
    expect(check.json().canDelete).toBe(false);
  });

  it('deletes softly once only closed tasks use it: gone from lists, the closed task keeps its name', async () => {
    const loc = await addLocation();
    const closed = await taskAt(loc._id, 'cancelled', 'Old case');
    const check = await call('admin', 'GET', `/location/check_associated_tasks?location_id=${loc._id}`);
    expect(check.json()).toMatchObject({ canDelete: true, data: [] });
    const del = await call('admin', 'PUT', '/location/delete_location', { location_id: loc._id });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ status: 200, msg: MSG.locations.deleted });
    const [row] = await t.ctx.db.select().from(locations).where(eq(locations.id, loc._id));
    expect(row?.deleted).toBe(true);
    const list = await call('admin', 'GET', `/location/get_locations?search=${encodeURIComponent(loc.name)}`);
    expect(list.json().data).toEqual([]);
    const detail = await call('admin', 'GET', `/task/detail/${closed}`);
    expect(detail.json().data[0].location).toMatchObject({ name: loc.name });
    const again = await call('admin', 'PUT', '/location/delete_location', { location_id: loc._id });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another hospital\u2019s location and 403 to other roles', async () => {
    expect(
      (await call('south', 'GET', `/location/check_associated_tasks?location_id=${ids.northLocation}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('south', 'PUT', '/location/delete_location', { location_id: ids.northLocation })).statusCode,
    ).toBe(404);
    expect((await call('admin', 'PUT', '/location/delete_location', { location_id: 'x' })).statusCode).toBe(404);
    expect(
      (await call('scheduler', 'PUT', '/location/delete_location', { location_id: ids.northLocation })).statusCode,
    ).toBe(403);
    expect(
      (await call('master', 'GET', `/location/check_associated_tasks?location_id=${ids.northLocation}`)).statusCode,
    ).toBe(403);
    const [row] = await t.ctx.db.select().from(locations).where(eq(locations.id, ids.northLocation));
    expect(row?.deleted).toBe(false);
  });
});

describe('PUT /api/task/location/toggle_status', () => {
  it('stores the hospital\u2019s setting, which the next sign-in reads and Add Task enforces', async () => {
    const on = await call('admin', 'PUT', '/location/toggle_status', { status: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ status: 200, msg: MSG.locations.toggled, data: { taskLocation: true } });
    const [acc] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, ids.north));
    expect(acc?.taskLocation).toBe(true);
    const [south] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, ids.south));
    expect(south?.taskLocation).toBe(false);
    const off = await call('admin', 'PUT', '/location/toggle_status', { status: 'false' });
    expect(off.json().data.taskLocation).toBe(false);
  });

  it('answers 403 to other roles and 400 without a status', async () => {
    expect((await call('master', 'PUT', '/location/toggle_status', { status: true })).statusCode).toBe(403);
    expect((await call('rep', 'PUT', '/location/toggle_status', { status: true })).statusCode).toBe(403);
    expect((await call('admin', 'PUT', '/location/toggle_status', {})).statusCode).toBe(400);
  });
});

describe('GET /api/task/location/address_suggestions (offline US ZIP table)', () => {
  it('suggests city, state, ZIP and coordinates for a ZIP it knows', async () => {
    const res = await call('scheduler', 'GET', '/location/address_suggestions?q=30342');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      formattedAddress: 'Atlanta, GA 30342',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30342',
      geometry: { type: 'Point', coordinates: [expect.closeTo(-84.38, 1), expect.closeTo(33.88, 1)] },
    });
  });

  it('keeps the street typed before the city, and narrows by state', async () => {
    const res = await call(
      'admin',
      'GET',
      `/location/address_suggestions?q=${encodeURIComponent('12 Oak St, Atlanta, GA')}`,
    );
    const first = res.json().data[0];
    expect(first).toMatchObject({ city: 'Atlanta', state: 'GA' });
    expect(first.formattedAddress).toMatch(/^12 Oak St, Atlanta, GA \d{5}$/);
    expect(res.json().data.every((s: { state: string }) => s.state === 'GA')).toBe(true);
  });

  it('answers an empty list for places it does not know', async () => {
    for (const q of ['Qwxyz Nowhere', '99999']) {
      const res = await call('admin', 'GET', `/location/address_suggestions?q=${encodeURIComponent(q)}`);
      expect(res.json().data, q).toEqual([]);
    }
  });

  it('needs a session and two characters', async () => {
    expect((await call('nobody', 'GET', '/location/address_suggestions?q=Atlanta')).statusCode).toBe(401);
    const short = await call('admin', 'GET', '/location/address_suggestions?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe(MSG.locations.searchTooShort);
  });
});
