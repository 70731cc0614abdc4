import { MSG, type OfferProgress } from '@casecover/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUnits, notifications, users } from '../../db/schema/index';
import {
  bearer,
  createTestApp,
  demoIds,
  demoTaskBody,
  login,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let call: Call<'admin' | 'manager' | 'rep' | 'rep2' | 'companyAdmin' | 'orthoAdmin'>;
let demo: DemoIds;
let base: Record<string, unknown>;
/** Tokens of the region managers: Jordan's region's, and another region's. */
let regionToken = '';
let otherRegionToken = '';
const people = { jordan: '', sameRegion: '', otherRegion: '', otherDivision: '', ortho: '' };

const asManager = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/task${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, ['admin', 'manager', 'rep', 'rep2', 'companyAdmin', 'orthoAdmin'], '/api/task'));
  demo = await demoIds(t.ctx.db);
  base = demoTaskBody(demo, 2);
  const db = t.ctx.db;
  const units = await db.select().from(companyUnits).where(eq(companyUnits.companyId, demo.medvance));
  const parent = (id: string | null) => units.find((u) => u.id === id)?.parentId ?? null;
  const divisionOf = (id: string | null) => parent(parent(parent(id)));
  const staff = await db
    .select({ id: users.id, email: users.email, role: users.role, unitId: users.unitId })
    .from(users)
    .where(eq(users.companyId, demo.medvance));
  const reps = staff.filter((s) => s.role === 'rep');
  const jordan = reps.find((r) => r.email === 'rep@medvance.test');
  const region = parent(jordan?.unitId ?? null);
  const pick = (found: { id: string; email: string } | undefined, what: string) => {
    if (!found) throw new Error(`demo data has no ${what}`);
    return found;
  };
  people.jordan = pick(jordan, 'Jordan').id;
  people.sameRegion = pick(
    reps.find((r) => r.id !== people.jordan && parent(r.unitId) === region),
    'rep in Jordan’s region',
  ).id;
  people.otherRegion = pick(
    reps.find((r) => parent(r.unitId) !== region && divisionOf(r.unitId) === demo.division),
    'rep in another region of the division',
  ).id;
  people.otherDivision = pick(
    reps.find((r) => divisionOf(r.unitId) !== demo.division),
    'rep in another division',
  ).id;
  const managers = staff.filter((s) => s.role === 'manager');
  regionToken = await login(
    t,
    pick(
      managers.find((m) => m.unitId === region),
      'region manager',
    ).email,
  );
  otherRegionToken = await login(
    t,
    pick(
      managers.find((m) => m.unitId !== region && divisionOf(parent(m.unitId)) === null),
      'another region manager',
    ).email,
  );
  const [ortho] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, demo.ortholine), eq(users.role, 'rep')));
  people.ortho = pick(ortho ? { id: ortho.id, email: '' } : undefined, 'Ortholine rep').id;
});
afterAll(() => t.close());

/** A MedVance task offered to one rep. */
async function offeredTo(repId: string) {
  const res = await call('admin', 'POST', '/addTask', base);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data._id as string;
  expect((await call('manager', 'POST', '/task/offer', { task_id: id, repId })).statusCode).toBe(200);
  return id;
}

const detail = async (id: string) => (await call('admin', 'GET', `/task/detail/${id}`)).json().data[0];
const titlesOf = async (userId: string, taskId: string) =>
  (
    await t.ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.taskId, taskId)))
  ).map((n) => n.title);

describe('managers and the open offers of their part of the company', () => {
  it("shows a region manager the offers held in his region only, with the region's reps", async () => {
    const mine = await offeredTo(people.jordan);
    const elsewhere = await offeredTo(people.otherRegion);
    const res = await asManager(regionToken, 'GET', '/offers/team');
    expect(res.statusCode, res.body).toBe(200);
    const { offers, reps } = res.json().data;
    const offerIds = offers.map((o: { _id: string }) => o._id);
    expect(offerIds).toContain(mine);
    expect(offerIds).not.toContain(elsewhere);
    expect(offers.find((o: { _id: string }) => o._id === mine).offeredTo).toEqual([
      { _id: people.jordan, name: 'Jordan Ellis' },
    ]);
    const repIds = reps.map((r: { _id: string }) => r._id);
    expect(repIds).toEqual(expect.arrayContaining([people.jordan, people.sameRegion]));
    expect(repIds).not.toContain(people.otherRegion);
    const other = (await asManager(otherRegionToken, 'GET', '/offers/team')).json().data.offers;
    expect(other.map((o: { _id: string }) => o._id)).not.toContain(mine);
    // The division manager sees both, the company admin too.
    for (const who of ['manager', 'companyAdmin'] as const) {
      const all = (await call(who, 'GET', '/offers/team')).json().data.offers.map((o: { _id: string }) => o._id);
      expect(all).toEqual(expect.arrayContaining([mine, elsewhere]));
    }
  });

  it('moves an offer to another rep with a note: history, both reps and the hospital told', async () => {
    const id = await offeredTo(people.jordan);
    const res = await asManager(regionToken, 'POST', '/offers/reassign', {
      task_id: id,
      repId: people.sameRegion,
      note: 'Jordan is on leave this week',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(MSG.repDay.reassigned);
    const d = await detail(id);
    expect(d.taskStatus).toBe('pending');
    expect(d.assigned.map((a: { _id: string }) => a._id)).toEqual([people.sameRegion]);
    const newName = d.assigned[0].name as string;
    expect(d.history[0]).toMatchObject({
      action: 'reassign',
      from: 'Jordan Ellis',
      to: newName,
      note: 'Jordan is on leave this week',
    });
    const moved = `Offer moved from Jordan Ellis to ${newName}: ${d.taskName}`;
    expect(await titlesOf(people.jordan, id)).toContain(moved);
    expect(await titlesOf(await userIdOf(t, 'admin@northside.test'), id)).toContain(moved);
    expect(await titlesOf(people.sameRegion, id)).toEqual(
      expect.arrayContaining([`New task offered to you: ${d.taskName}`]),
    );
    expect(await titlesOf(people.sameRegion, id)).not.toContain(moved);
    // The offer left Jordan's list and reached the new rep's.
    expect((await call('rep', 'GET', '/offers')).json().data.map((o: { _id: string }) => o._id)).not.toContain(id);
    // The hospital's view of the offers: Jordan's closed as moved, the new rep's open.
    const progress = (await call('admin', 'GET', `/task/offers/${id}`)).json().data as OfferProgress;
    expect(progress.offers.map((o) => [o.name, o.closedReason])).toEqual(
      expect.arrayContaining([
        ['Jordan Ellis', 'reassigned'],
        [newName, null],
      ]),
    );
  });

  it('refuses reps and tasks outside his part or company, with a clear message', async () => {
    const id = await offeredTo(people.jordan);
    const outsideRep = await asManager(regionToken, 'POST', '/offers/reassign', {
      task_id: id,
      repId: people.otherRegion,
      note: 'n',
    });
    expect(outsideRep.statusCode).toBe(403);
    expect(outsideRep.json().msg).toBe(MSG.repDay.repOutsideTeam);
    const otherCompany = await asManager(regionToken, 'POST', '/offers/reassign', {
      task_id: id,
      repId: people.ortho,
      note: 'n',
    });
    expect(otherCompany.statusCode).toBe(400);
    expect(otherCompany.json().msg).toBe(MSG.tasks.repUnknown);
    const notHis = await asManager(otherRegionToken, 'POST', '/offers/reassign', {
      task_id: id,
      repId: people.otherRegion,
      note: 'n',
    });
    expect(notHis.statusCode).toBe(403);
    expect(notHis.json().msg).toBe(MSG.repDay.offerOutsideTeam);
    const divisionOutside = await call('manager', 'POST', '/offers/reassign', {
      task_id: id,
      repId: people.otherDivision,
      note: 'n',
    });
    expect(divisionOutside.statusCode).toBe(403);
    expect(divisionOutside.json().msg).toBe(MSG.repDay.repOutsideTeam);
    const foreign = await call('orthoAdmin', 'POST', '/offers/reassign', {
      task_id: id,
      repId: people.ortho,
      note: 'n',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await detail(id)).assigned.map((a: { _id: string }) => a._id)).toEqual([people.jordan]);
  });

  it('keeps reassignment to managers, open offers, a note and a different rep', async () => {
    const id = await offeredTo(people.jordan);
    const body = { task_id: id, repId: people.sameRegion, note: 'cover' };
    for (const who of ['rep', 'rep2', 'admin'] as const) {
      const res = await call(who, 'POST', '/offers/reassign', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.repDay.managersOnly);
    }
    expect((await call('rep', 'GET', '/offers/team')).statusCode).toBe(403);
    const noNote = await call('manager', 'POST', '/offers/reassign', { ...body, note: '  ' });
    expect(noNote.json().msg).toBe(MSG.repDay.noteRequired);
    const same = await call('manager', 'POST', '/offers/reassign', { ...body, repId: people.jordan });
    expect(same.statusCode).toBe(400);
    expect(same.json().msg).toBe(MSG.repDay.sameRep);
    expect((await call('rep', 'POST', '/task/respond', { task_id: id, accept: true })).statusCode).toBe(200);
    const accepted = await call('manager', 'POST', '/offers/reassign', body);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().msg).toBe(MSG.repDay.notAnOffer);
    const unknown = await call('manager', 'POST', '/offers/reassign', { ...body, task_id: 'not-a-task' });
    expect(unknown.statusCode).toBe(404);
  });
});
