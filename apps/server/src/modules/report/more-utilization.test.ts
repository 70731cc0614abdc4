import { MSG, type ReportData } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { moreSession, type MoreWorld } from './more-fixture';

let t: TestApp;
let w: MoreWorld;
let call: Awaited<ReturnType<typeof moreSession>>['call'];

beforeAll(async () => {
  t = await createTestApp();
  ({ world: w, call } = await moreSession(t));
}, 120_000);
afterAll(() => t.close());

function data(res: LightMyRequestResponse): ReportData {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportData }>().data;
}

/** A unit's row: reps, cases covered, case hours, available hours (reps × 8 h × 5 weekdays), %, cases per rep. */
const row = (unit: string, reps: number, cases: number, hours: number, utilization: number, casesPerRep: number) => ({
  unit,
  reps,
  cases,
  hours,
  available: reps * 8 * 5,
  utilization,
  casesPerRep,
});
// Carolinas: Rita (3 cases), Rob (2), Ron (none) — 10 of 120 hours. California: Rae, 1 case of 2 hours.
const CAROLINAS = row('Carolinas', 3, 5, 10, 8.3, 1.7);
const CALIFORNIA = row('California', 1, 1, 2, 5, 1);

describe('Sales Rep Utilization', () => {
  it('shows a large company’s admin its regions: case hours over the reps’ weekday hours, and cases per rep', async () => {
    const d = data(await call('largoAdmin', '/repUtilization', {}));
    expect(d.tableData).toEqual([CALIFORNIA, CAROLINAS]);
    expect(d.axisTitle).toEqual({ x: 'Region', y: 'Utilization (%)' });
    expect(d.tableHeaders[0]).toEqual({ key: 'unit', label: 'Region' });
    expect(d.chart).toBe('column');
    expect(d.xaxis).toEqual(['California', 'Carolinas']);
    expect(d.yaxis).toEqual([{ name: 'Utilization (%)', data: [5, 8.3] }]);
  });

  it('shows a division manager the areas of his division, and a manager the regions of his area', async () => {
    const dm = data(await call('largoDivisionManager', '/repUtilization', {}));
    expect(dm.axisTitle.x).toBe('Area');
    expect(dm.tableData).toEqual([{ ...CAROLINAS, unit: 'Atlantic' }]);
    const manager = data(await call('largoManager', '/repUtilization', {}));
    expect(manager.axisTitle.x).toBe('Region');
    expect(manager.tableData).toEqual([CAROLINAS]);
  });

  it('shows the units below a chosen one, and a chosen territory by itself', async () => {
    const division = data(await call('largoAdmin', '/repUtilization', { level: 'division', levelId: w.ids.d2 }));
    expect(division.axisTitle.x).toBe('Area');
    expect(division.tableData).toEqual([{ ...CALIFORNIA, unit: 'Pacific' }]);
    const territory = data(await call('largoAdmin', '/repUtilization', { level: 'territory', levelId: w.ids.t2 }));
    expect(territory.axisTitle.x).toBe('Territory');
    expect(territory.tableData).toEqual([row('Raleigh', 2, 2, 4, 5, 1)]);
  });

  it('reads a small company from its regions', async () => {
    const d = data(await call('smallAdmin', '/repUtilization', {}));
    expect(d.axisTitle.x).toBe('Region');
    expect(d.tableData).toEqual([row('Georgia', 1, 1, 2, 5, 1)]);
  });

  it('reports on the chosen company for the Super Admin and a hospital, the hospital seeing only its own cases', async () => {
    expect(data(await call('superAdmin', '/repUtilization', { companyId: w.ids.largo })).tableData).toEqual([
      CALIFORNIA,
      CAROLINAS,
    ]);
    const alpha = data(await call('alphaAdmin', '/repUtilization', { companyId: w.ids.largo }));
    expect(alpha.axisTitle.x).toBe('Region');
    // Rae's one covered case was at Beta Hospital.
    expect(alpha.tableData).toEqual([row('California', 1, 0, 0, 0, 0), CAROLINAS]);
  });

  it('asks for a company when there is none to report on', async () => {
    for (const who of ['superAdmin', 'alphaAdmin'] as const) {
      const res = await call(who, '/repUtilization', {});
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ msg: string }>().msg).toBe(MSG.reports.pickCompany);
    }
  });

  it('has no available hours, and 0 %, over a weekend', async () => {
    const saturday = new Date(Date.parse(w.range.startDate) + 5 * 86_400_000).toISOString();
    const d = data(await call('largoAdmin', '/repUtilization', { startDate: saturday }));
    expect(d.tableData.map((r) => [r.unit, r.reps, r.available, r.utilization])).toEqual([
      ['California', 1, 0, 0],
      ['Carolinas', 3, 0, 0],
    ]);
  });

  it('titles the axis by company size and type for an admin (Area for medium, Division for other)', async () => {
    try {
      await t.ctx.db.update(companies).set({ size: 'medium' }).where(eq(companies.id, w.ids.largo));
      const medium = data(await call('largoAdmin', '/repUtilization', {}));
      expect(medium.axisTitle.x).toBe('Area');
      expect(medium.tableData).toEqual([
        { ...CAROLINAS, unit: 'Atlantic' },
        { ...CALIFORNIA, unit: 'Pacific' },
      ]);

      await t.ctx.db.update(companies).set({ size: 'large', type: 'other' }).where(eq(companies.id, w.ids.largo));
      const other = data(await call('largoAdmin', '/repUtilization', {}));
      expect(other.axisTitle.x).toBe('Division');
      expect(other.tableData).toEqual([
        { ...CAROLINAS, unit: 'East' },
        { ...CALIFORNIA, unit: 'West' },
      ]);
      // A division manager's title does not depend on the company.
      expect(data(await call('largoDivisionManager', '/repUtilization', {})).axisTitle.x).toBe('Area');
    } finally {
      await t.ctx.db.update(companies).set({ size: 'large', type: 'clinical' }).where(eq(companies.id, w.ids.largo));
    }
  });
});
