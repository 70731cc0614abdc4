import { MSG, REPORT_MAX_DAYS, dayjs, type ReportData, type ReportFilters } from '@casecover/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, bearer, createTestApp, demoIds, login, type DemoIds, type TestApp } from '../../../test/helpers';
import { PEOPLE, RANGE, ZONE, dayAgo, seedReportFixture, type ReportFixture } from './report-test-helpers';

type Who = keyof typeof PEOPLE | 'superAdmin';

let t: TestApp;
let fx: ReportFixture;
let demo: DemoIds;
const tokens = new Map<Who, string>();

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedReportFixture(t.ctx.db);
  demo = await demoIds(t.ctx.db);
  for (const [who, email] of Object.entries(PEOPLE)) tokens.set(who as Who, await login(t, email));
  tokens.set('superAdmin', await login(t, DEMO_USERS.superAdmin));
}, 120_000);
afterAll(() => t.close());

const post = (who: Who | 'nobody', path: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/report${path}`,
    headers: who === 'nobody' ? {} : bearer(tokens.get(who) ?? ''),
    payload,
  });

/** The Activity Report by company, as `who` reads it: [company, total, completed, open]. */
async function activity(who: Who, body: Record<string, unknown> = {}) {
  const res = await post(who, '/task/completed', { ...RANGE(), groupBy: 'company', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportData }>().data.tableData.map((r) => [r.company, r.total, r.completed, r.open]);
}

async function refused(who: Who | 'nobody', path: string, body: Record<string, unknown>) {
  const res = await post(who, path, { ...RANGE(), ...body });
  return { status: res.statusCode, msg: res.json<{ msg?: string }>().msg };
}

describe('who reads which tasks', () => {
  it('a scheduler reads his own departments only', async () => {
    const res = await post('eastScheduler', '/task/completed', RANGE());
    expect(res.json<{ data: ReportData }>().data.tableData).toEqual([
      { department: 'Surgery', total: 8, completed: 5, open: 2, cancelled: 0, uncovered: 1 },
    ]);
  });

  it('a company admin reads his company\u2019s tasks at every hospital it serves', async () => {
    expect(await activity('atlasAdmin')).toEqual([['Atlas Medical', 16, 6, 5]]);
    expect(await activity('beaconAdmin')).toEqual([['Beacon Devices', 3, 1, 0]]);
  });

  it('a division manager reads his division\u2019s tasks and those of reps placed in it; a manager his region\u2019s reps\u2019', async () => {
    expect(await activity('atlasDivision')).toEqual([['Atlas Medical', 12, 6, 4]]);
    expect(await activity('atlasManager')).toEqual([['Atlas Medical', 4, 2, 2]]);
  });

  it('the hierarchy filter narrows a company admin to a unit\u2019s subtree', async () => {
    expect(await activity('atlasAdmin', { level: 'division', levelId: fx.units.cardio })).toEqual([
      ['Atlas Medical', 5, 1, 1],
    ]);
    expect(await activity('atlasDivision', { level: 'territory', levelId: fx.units.houston })).toEqual([
      ['Atlas Medical', 4, 2, 2],
    ]);
  });

  it('the Super Admin reads the company he chooses', async () => {
    expect(await activity('superAdmin', { companyId: fx.beacon })).toEqual([['Beacon Devices', 3, 1, 0]]);
    expect(await activity('superAdmin', { companyId: fx.atlas, accountId: fx.west })).toEqual([
      ['Atlas Medical', 3, 1, 0],
    ]);
  });

  it('a hospital user\u2019s Company filter narrows to a company his hospitals work with', async () => {
    expect(await activity('eastAdmin', { companyId: fx.beacon })).toEqual([['Beacon Devices', 3, 1, 0]]);
  });
});

describe('what is refused', () => {
  it('answers 404 with the filter\u2019s message for rows outside the caller\u2019s reach', async () => {
    const cases: [Who, Record<string, unknown>, string][] = [
      ['atlasAdmin', { companyId: fx.beacon }, MSG.reports.companyNotFound],
      ['eastAdmin', { companyId: demo.medvance }, MSG.reports.companyNotFound],
      ['eastAdmin', { departmentId: demo.cardiology }, MSG.reports.departmentNotFound],
      ['eastAdmin', { accountId: demo.north }, MSG.reports.accountNotFound],
      ['eastScheduler', { accountId: fx.west }, MSG.reports.accountNotFound],
      ['eastScheduler', { departmentId: fx.cathLab }, MSG.reports.departmentNotFound],
      ['atlasManager', { level: 'division', levelId: fx.units.cardio }, MSG.reports.unitNotFound],
      ['beaconAdmin', { levelId: fx.units.spine }, MSG.reports.unitNotFound],
      ['superAdmin', { companyId: fx.east }, MSG.reports.companyNotFound],
      ['eastAdmin', { departmentId: 'not-an-id' }, MSG.reports.departmentNotFound],
    ];
    for (const path of [
      '/task/completed',
      '/task/uncovered',
      '/task/cancelled',
      '/incompleteTasks',
      '/procedureReport',
    ]) {
      for (const [who, body, msg] of cases) {
        expect(await refused(who, path, body), `${who} ${path} ${JSON.stringify(body)}`).toEqual({ status: 404, msg });
      }
    }
  });

  it('refuses Sales Reps with 403 and strangers with 401', async () => {
    expect(await refused('atlasRep', '/task/completed', {})).toEqual({ status: 403, msg: MSG.reports.notForReps });
    expect(await refused('atlasRep', '/filters', {})).toEqual({ status: 403, msg: MSG.reports.notForReps });
    expect((await refused('nobody', '/task/uncovered', {})).status).toBe(401);
  });

  it('answers 400 with the rule\u2019s message for a bad date range or a malformed filter, never 500', async () => {
    const tomorrow = dayjs().tz(ZONE).add(1, 'day').format('YYYY-MM-DD');
    const bad: [Record<string, unknown>, string][] = [
      [{ startDate: `${tomorrow}T00:00:00`, endDate: `${tomorrow}T23:59:59` }, MSG.reports.futureDates],
      [{ startDate: `${dayAgo(3)}T00:00:00`, endDate: `${dayAgo(5)}T23:59:59` }, MSG.reports.endBeforeStart],
      [
        { startDate: `${dayAgo(REPORT_MAX_DAYS + 5)}T00:00:00`, endDate: `${dayAgo(1)}T23:59:59` },
        MSG.reports.rangeTooLong,
      ],
      [{ startDate: '', endDate: `${dayAgo(1)}T23:59:59` }, MSG.reports.startRequired],
      [{ startDate: `${dayAgo(3)}T00:00:00`, endDate: undefined }, MSG.reports.endRequired],
    ];
    for (const [dates, msg] of bad) {
      const res = await post('eastAdmin', '/task/completed', { timeZone: ZONE, ...dates });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ msg: string }>().msg).toContain(msg);
    }
    for (const bad of [{ companyId: 'x'.repeat(101) }, { departmentId: 42 }, { accountId: ['a'] }]) {
      const res = await post('eastAdmin', '/task/cancelled', { ...RANGE(), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ msg: string }>().msg).toMatch(/is not one you can report on/);
    }
    const badGroup = await post('eastAdmin', '/task/uncovered', { ...RANGE(), groupBy: 'hospital' });
    expect(badGroup.statusCode).toBe(400);
    const badReport = await post('eastAdmin', '/task/completed', { ...RANGE(), report: 'everything' });
    expect(badReport.statusCode).toBe(400);
  });
});

describe('the filters\u2019 options', () => {
  const filters = async (who: Who, body: Record<string, unknown> = {}) => {
    const res = await post(who, '/filters', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ReportFilters }>().data;
  };
  const names = (list: { name: string }[]) => list.map((o) => o.name);

  it('gives a hospital admin in a health system his departments, his companies and the system\u2019s hospitals', async () => {
    const f = await filters('eastAdmin');
    expect(names(f.departments)).toEqual(['Cath Lab', 'Surgery']);
    expect(f.companies).toEqual([
      { _id: fx.atlas, name: 'Atlas Medical', size: 'large', type: 'clinical' },
      { _id: fx.beacon, name: 'Beacon Devices', size: 'small', type: 'clinical' },
    ]);
    expect(f.accounts).toEqual([
      { _id: fx.east, accountName: 'Lakeview East' },
      { _id: fx.west, accountName: 'Lakeview West' },
    ]);
    expect(f.units).toEqual([]);
    expect(f.company).toBeNull();
    expect((await filters('eastAdmin', { accountId: fx.west })).departments).toEqual([
      { _id: fx.westSurgery, name: 'Surgery' },
    ]);
    const withAtlas = await filters('eastAdmin', { companyId: fx.atlas });
    expect(withAtlas.company).toEqual({ _id: fx.atlas, name: 'Atlas Medical', size: 'large', type: 'clinical' });
    expect(names(withAtlas.units)).toEqual(['Cardio', 'Spine', 'Gulf', 'South', 'Houston']);
  });

  it('gives a scheduler his own departments and no Account filter', async () => {
    const f = await filters('eastScheduler');
    expect(f.departments).toEqual([{ _id: fx.eastSurgery, name: 'Surgery' }]);
    expect(f.accounts).toEqual([]);
    expect(names(f.companies)).toEqual(['Atlas Medical', 'Beacon Devices']);
  });

  it('gives vendor users their own company, the departments it serves and their part of the hierarchy', async () => {
    const admin = await filters('atlasAdmin');
    expect(names(admin.departments)).toEqual(['Cath Lab', 'Surgery (Lakeview East)', 'Surgery (Lakeview West)']);
    expect(names(admin.companies)).toEqual(['Atlas Medical']);
    expect(admin.company?._id).toBe(fx.atlas);
    expect(admin.units.map((u) => [u.name, u.level, u.parentId])).toEqual([
      ['Cardio', 'division', null],
      ['Spine', 'division', null],
      ['Gulf', 'area', fx.units.spine],
      ['South', 'region', fx.units.gulf],
      ['Houston', 'territory', fx.units.south],
    ]);
    expect(names((await filters('atlasDivision')).units)).toEqual(['Spine', 'Gulf', 'South', 'Houston']);
    expect(names((await filters('atlasManager')).units)).toEqual(['South', 'Houston']);
    expect(names((await filters('beaconAdmin')).departments)).toEqual(['Cath Lab', 'Surgery']);
  });

  it('gives the Super Admin every company, and the departments served by the one he chooses', async () => {
    const f = await filters('superAdmin', { companyId: fx.beacon });
    expect(names(f.departments)).toEqual(['Cath Lab', 'Surgery']);
    expect(f.company?.name).toBe('Beacon Devices');
    expect(names(f.companies)).toEqual(
      expect.arrayContaining(['Atlas Medical', 'Beacon Devices', 'MedVance Surgical']),
    );
  });

  it('answers 404 for a company or hospital outside the caller\u2019s reach', async () => {
    expect(await refused('beaconAdmin', '/filters', { companyId: fx.atlas })).toEqual({
      status: 404,
      msg: MSG.reports.companyNotFound,
    });
    expect(await refused('eastAdmin', '/filters', { companyId: demo.medvance })).toEqual({
      status: 404,
      msg: MSG.reports.companyNotFound,
    });
    expect(await refused('eastAdmin', '/filters', { accountId: demo.north })).toEqual({
      status: 404,
      msg: MSG.reports.accountNotFound,
    });
    expect(await refused('atlasAdmin', '/filters', { accountId: demo.south })).toEqual({
      status: 404,
      msg: MSG.reports.accountNotFound,
    });
    expect(await refused('superAdmin', '/filters', { companyId: 'x' })).toEqual({
      status: 404,
      msg: MSG.reports.companyNotFound,
    });
  });
});
