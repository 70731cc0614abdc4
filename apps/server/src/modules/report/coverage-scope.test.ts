import { MSG } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type Call, type TestApp } from '../../../test/helpers';
import { insertCoverageTasks, nyDays, type CoverageFixture } from './coverage-fixture';

/** Who sees which tasks of the coverage data set (coverage-fixture.ts), 2–15 March in New York. */
const WHO = [
  'admin',
  'scheduler',
  'south',
  'southScheduler',
  'companyAdmin',
  'manager',
  'rep',
  'superAdmin',
  'orthoAdmin',
] as const;
let t: TestApp;
let call: Call<(typeof WHO)[number]>;
let f: CoverageFixture;
const MARCH = nyDays('2026-03-02', '2026-03-15');

interface Count {
  total: number;
  uncovered: number;
}
interface Coverage {
  overall: Count;
  byDepartment: (Count & { _id: string; name: string })[];
  byCompany: (Count & { _id: string })[];
  acceptance: { medianMinutes: number | null; accepted: number };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await loginAs(t, WHO, '/api/report'));
  f = await insertCoverageTasks(t);
});
afterAll(() => t.close());

async function coverage(who: (typeof WHO)[number], body: object = {}): Promise<Coverage> {
  const res = await call(who, 'POST', '/coverage', { ...MARCH, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Coverage }>().data;
}
/** Overall counts, then the median and count of acceptances. */
const figures = (c: Coverage) => [
  c.overall.total,
  c.overall.uncovered,
  c.acceptance.medianMinutes,
  c.acceptance.accepted,
];

describe('POST /api/report/coverage: who sees what', () => {
  it('shows a health system\u2019s admin every hospital of the system, or the one he chooses', async () => {
    // T1–T6 at Northside and S1 at Southside, whichever company took them.
    expect(figures(await coverage('admin'))).toEqual([7, 3, 52.5, 4]);
    expect(figures(await coverage('south'))).toEqual([7, 3, 52.5, 4]);
    expect(figures(await coverage('admin', { accountId: f.ids.north }))).toEqual([6, 2, 52.5, 4]);
    const south = await coverage('south', { accountId: f.ids.south });
    expect(figures(south)).toEqual([1, 1, null, 0]);
    expect(south.byDepartment.map((d) => d._id)).toEqual([f.ids.southCardiology]);
  });

  it('shows a scheduler only his departments of his own hospital', async () => {
    // Cardiology: T1, T2, T5, T6; accepted after 30, 60 and 45 minutes. Not Southside's Cardiology.
    const c = await coverage('scheduler');
    expect(figures(c)).toEqual([4, 1, 45, 3]);
    expect(c.byDepartment.map((d) => d._id)).toEqual([f.ids.cardiology]);
    // Southside's scheduler books Orthopedics, where nothing happened.
    expect(figures(await coverage('southScheduler'))).toEqual([0, 0, null, 0]);
  });

  it('shows a company admin his company\u2019s tasks at every hospital', async () => {
    const c = await coverage('companyAdmin');
    // T1, T2, T4, T5, T6 and S1; not Ortholine's T3.
    expect(figures(c)).toEqual([6, 2, 52.5, 4]);
    expect(c.byCompany).toEqual([
      { _id: f.ids.medvance, name: 'MedVance Surgical', total: 6, uncovered: 2, rate: 2 / 6 },
    ]);
    // Two hospitals' Cardiology: each named with its hospital.
    expect(c.byDepartment.map((d) => [d._id, d.name, d.total, d.uncovered])).toEqual([
      [f.ids.southCardiology, 'Cardiology (Southside Hospital)', 1, 1],
      [f.ids.cardiology, 'Cardiology (Northside Hospital)', 4, 1],
      [f.ids.neurology, 'Neurology (Northside Hospital)', 1, 0],
    ]);
  });

  it('shows a division manager the tasks of his division only', async () => {
    // T5 belongs to no division: T1, T2, T4, T6 and S1; accepted after 30, 90 and 45 minutes.
    expect(figures(await coverage('manager'))).toEqual([5, 2, 45, 3]);
  });

  it('shows the other company only its own task', async () => {
    const c = await coverage('orthoAdmin');
    expect(figures(c)).toEqual([1, 1, null, 0]);
    expect(c.byCompany.map((x) => x._id)).toEqual([f.ids.ortholine]);
  });

  it('shows the Super Admin every company, or the one he chooses', async () => {
    const all = await coverage('superAdmin');
    expect(figures(all)).toEqual([7, 3, 52.5, 4]);
    expect(all.byCompany.map((x) => [x._id, x.total, x.uncovered])).toEqual([
      [f.ids.ortholine, 1, 1],
      [f.ids.medvance, 6, 2],
    ]);
    expect(figures(await coverage('superAdmin', { companyId: f.ids.medvance }))).toEqual([6, 2, 52.5, 4]);
  });

  it('narrows to a department within reach', async () => {
    const neuro = await coverage('admin', { departmentId: f.ids.neurology });
    expect(figures(neuro)).toEqual([2, 1, 90, 1]);
    const south = await coverage('companyAdmin', { departmentId: f.ids.southCardiology });
    expect(figures(south)).toEqual([1, 1, null, 0]);
  });
});

describe('POST /api/report/coverage: refusals', () => {
  it('refuses Sales Reps with 403', async () => {
    const res = await call('rep', 'POST', '/coverage', MARCH);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ msg: string }>().msg).toBe(MSG.reports.notForReps);
  });

  it.each([
    ['scheduler', { departmentId: 'southCardiology' }, MSG.reports.departmentNotFound],
    ['admin', { accountId: 'unknown' }, MSG.reports.accountNotFound],
    ['scheduler', { accountId: 'south' }, MSG.reports.accountNotFound],
    ['southScheduler', { departmentId: 'cardiology' }, MSG.reports.departmentNotFound],
    ['scheduler', { departmentId: 'neurology' }, MSG.reports.departmentNotFound],
    ['companyAdmin', { companyId: 'ortholine' }, MSG.reports.companyNotFound],
    ['superAdmin', { companyId: 'unknown' }, MSG.reports.companyNotFound],
    ['admin', { departmentId: 'not-an-id' }, MSG.reports.departmentNotFound],
  ] as const)('answers %s filtering by %o outside his reach with 404', async (who, filter, message) => {
    const named = Object.fromEntries(
      Object.entries(filter).map(([k, v]) => [
        k,
        v === 'unknown' ? '00000000-0000-4000-8000-000000000000' : (f.ids[v as keyof typeof f.ids] ?? v),
      ]),
    );
    const res = await call(who, 'POST', '/coverage', { ...MARCH, ...named });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<{ msg: string }>().msg).toBe(message);
  });
});
