import { dayRangeInZone, dayjs, type ReportData } from '@casecover/shared';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, departments, tasks } from '../../db/schema/index';
import { DEMO_USERS, bearer, createTestApp, demoIds, login, type TestApp } from '../../../test/helpers';
import { PEOPLE, RANGE, days, seedReportFixture, type ReportFixture } from './report-test-helpers';

let t: TestApp;
let fx: ReportFixture;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedReportFixture(t.ctx.db);
  token = await login(t, PEOPLE.eastAdmin);
}, 120_000);
afterAll(() => t.close());

/** A report as the Lakeview East admin (in the Lakeview health system) reads it. */
async function report(path: string, body: Record<string, unknown> = {}, as = token): Promise<ReportData> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/report${path}`,
    headers: bearer(as),
    payload: { ...RANGE(), ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ status: number; data: ReportData }>();
  expect(answer.status).toBe(200);
  return answer.data;
}

const header = (d: ReportData) => d.tableHeaders.map((h) => h.label);

describe('Activity Report', () => {
  it('counts the health system\u2019s tasks by department, largest first, a shared name told apart by its hospital', async () => {
    const d = await report('/task/completed');
    expect(header(d)).toEqual(['Department', 'Total Tasks', 'Completed', 'Open', 'Cancelled', 'Uncovered']);
    // Equal totals: by name.
    expect(d.tableData).toEqual([
      { department: 'Cath Lab', total: 8, completed: 1, open: 3, cancelled: 2, uncovered: 2 },
      { department: 'Surgery (Lakeview East)', total: 8, completed: 5, open: 2, cancelled: 0, uncovered: 1 },
      { department: 'Surgery (Lakeview West)', total: 3, completed: 1, open: 0, cancelled: 1, uncovered: 1 },
    ]);
    expect(d.xaxis).toEqual(['Cath Lab', 'Surgery (Lakeview East)', 'Surgery (Lakeview West)']);
    expect(d.yaxis).toEqual([
      { name: 'Completed', data: [1, 5, 1] },
      { name: 'Open', data: [3, 2, 0] },
      { name: 'Cancelled', data: [2, 0, 1] },
      { name: 'Uncovered', data: [2, 1, 1] },
    ]);
    expect(d.chart).toBe('column');
    expect(d.axisTitle).toEqual({ x: 'Department', y: 'Tasks' });
  });

  it('groups by company', async () => {
    const d = await report('/task/completed', { groupBy: 'company' });
    expect(d.tableData).toEqual([
      { company: 'Atlas Medical', total: 16, completed: 6, open: 5, cancelled: 2, uncovered: 3 },
      { company: 'Beacon Devices', total: 3, completed: 1, open: 0, cancelled: 1, uncovered: 1 },
    ]);
    expect(d.axisTitle.x).toBe('Company');
  });

  it('narrows to one hospital with the Account filter, where Surgery needs no hospital name', async () => {
    const d = await report('/task/completed', { accountId: fx.east });
    expect(d.xaxis).toEqual(['Cath Lab', 'Surgery']);
    expect(d.tableData.map((r) => r.total)).toEqual([8, 8]);
    const west = await report('/task/completed', { accountId: fx.west });
    expect(west.tableData).toEqual([
      { department: 'Surgery', total: 3, completed: 1, open: 0, cancelled: 1, uncovered: 1 },
    ]);
  });

  it('reads whole local days: 00:00 of the first day and 23:30 of the last are in, the minutes around them out', async () => {
    const lastDay = await report('/task/completed', days(3, 3));
    expect(lastDay.tableData).toEqual([
      { department: 'Surgery', total: 1, completed: 1, open: 0, cancelled: 0, uncovered: 0 },
    ]);
    const firstDay = await report('/task/completed', days(10, 10));
    expect(firstDay.tableData).toEqual([
      { department: 'Surgery', total: 1, completed: 1, open: 0, cancelled: 0, uncovered: 0 },
    ]);
    const dayAfter = await report('/task/completed', days(2, 2));
    expect(dayAfter.tableData.map((r) => r.total)).toEqual([1]);
    const dayBefore = await report('/task/completed', days(11, 11, { groupBy: 'company' }));
    expect(dayBefore.tableData).toEqual([
      { company: 'Atlas Medical', total: 1, completed: 0, open: 0, cancelled: 1, uncovered: 0 },
      { company: 'Beacon Devices', total: 1, completed: 0, open: 0, cancelled: 0, uncovered: 1 },
    ]);
  });
});

describe('Account Satisfaction', () => {
  it('averages the whole 1\u20135 survey scores of completed cases only', async () => {
    const d = await report('/task/completed', { report: 'accountSatisfaction' });
    expect(header(d)).toEqual(['Department', 'Average Score', 'Scored Cases']);
    // East Surgery 5, 4, 3, 1 (an empty score does not count); West Surgery 2; Cath Lab's '4.5'
    // and its cancelled case's '5' count for nothing, so it has no row.
    expect(d.tableData).toEqual([
      { department: 'Surgery (Lakeview East)', averageScore: 3.25, scoredCases: 4 },
      { department: 'Surgery (Lakeview West)', averageScore: 2, scoredCases: 1 },
    ]);
    expect(d.yaxis).toEqual([{ name: 'Average Score', data: [3.25, 2] }]);
    expect(d.chart).toBe('bar');
  });

  it('by company, equal averages ordered by the number of scored cases', async () => {
    const d = await report('/task/completed', { report: 'accountSatisfaction', groupBy: 'company' });
    expect(d.tableData).toEqual([
      { company: 'Atlas Medical', averageScore: 3, scoredCases: 4 },
      { company: 'Beacon Devices', averageScore: 3, scoredCases: 1 },
    ]);
  });
});

describe('Uncovered Tasks', () => {
  it('lists the groups with uncovered tasks, most first, with their total and rate', async () => {
    const d = await report('/task/uncovered');
    expect(header(d)).toEqual(['Department', 'Uncovered', 'Total Tasks', 'Uncovered Rate (%)']);
    expect(d.tableData).toEqual([
      { department: 'Cath Lab', uncovered: 2, total: 8, rate: 25 },
      { department: 'Surgery (Lakeview West)', uncovered: 1, total: 3, rate: 33.3 },
      { department: 'Surgery (Lakeview East)', uncovered: 1, total: 8, rate: 12.5 },
    ]);
    const byCompany = await report('/task/uncovered', { groupBy: 'company' });
    expect(byCompany.tableData).toEqual([
      { company: 'Atlas Medical', uncovered: 3, total: 16, rate: 18.8 },
      { company: 'Beacon Devices', uncovered: 1, total: 3, rate: 33.3 },
    ]);
  });
});

describe('Cancellations by Account', () => {
  it('counts cancellations per hospital and department, with the hospital id for the Sales Reps popup', async () => {
    const d = await report('/task/cancelled');
    expect(header(d)).toEqual(['Account', 'Department', 'Cancelled', 'Total Tasks', 'Cancelled Share (%)']);
    expect(d.tableData).toEqual([
      {
        account: 'Lakeview East',
        accountId: fx.east,
        department: 'Cath Lab',
        label: 'Lakeview East \u2013 Cath Lab',
        cancelled: 2,
        total: 8,
        share: 25,
      },
      {
        account: 'Lakeview West',
        accountId: fx.west,
        department: 'Surgery',
        label: 'Lakeview West \u2013 Surgery',
        cancelled: 1,
        total: 3,
        share: 33.3,
      },
    ]);
    expect(d.xaxis).toEqual(['Lakeview East \u2013 Cath Lab', 'Lakeview West \u2013 Surgery']);
    const byCompany = await report('/task/cancelled', { groupBy: 'company' });
    // One each: the larger share first, then by name.
    expect(byCompany.tableData.map((r) => [r.account, r.company, r.cancelled, r.total, r.share])).toEqual([
      ['Lakeview East', 'Beacon Devices', 1, 3, 33.3],
      ['Lakeview West', 'Atlas Medical', 1, 3, 33.3],
      ['Lakeview East', 'Atlas Medical', 1, 13, 7.7],
    ]);
  });
});

describe('Incomplete task reports', () => {
  it('counts the tasks whose end has passed unsettled, by department and status; a task still running is not one', async () => {
    const d = await report('/incompleteTasks');
    expect(header(d)).toEqual([
      'Department',
      'Total Incomplete',
      'Unassigned',
      'Pending',
      'Assigned',
      'In Progress',
      'Uncovered',
    ]);
    expect(d.tableData).toEqual([
      { department: 'Cath Lab', total: 4, unassigned: 0, pending: 0, assigned: 1, inprogress: 1, uncovered: 2 },
      {
        department: 'Surgery (Lakeview East)',
        total: 3,
        unassigned: 1,
        pending: 1,
        assigned: 0,
        inprogress: 0,
        uncovered: 1,
      },
      {
        department: 'Surgery (Lakeview West)',
        total: 1,
        unassigned: 0,
        pending: 0,
        assigned: 0,
        inprogress: 0,
        uncovered: 1,
      },
    ]);
  });
});

describe('Procedure Report', () => {
  it('counts tasks per procedure with its company; one procedure name at two companies is told apart', async () => {
    const d = await report('/procedureReport');
    expect(header(d)).toEqual(['Procedure', 'Company', 'Total Tasks', 'Completed']);
    expect(d.tableData).toEqual([
      { procedure: 'Spinal Fusion', company: 'Atlas Medical', total: 11, completed: 5 },
      { procedure: 'Stent Placement (Atlas Medical)', company: 'Atlas Medical', total: 5, completed: 1 },
      { procedure: 'Stent Placement (Beacon Devices)', company: 'Beacon Devices', total: 3, completed: 1 },
    ]);
    expect(d.yaxis).toEqual([
      { name: 'Total Tasks', data: [11, 5, 3] },
      { name: 'Completed', data: [5, 1, 1] },
    ]);
  });
});

describe('the demo data\u2019s Patient Survey scores', () => {
  it('give Northside\u2019s admin an Account Satisfaction that matches its completed cases\u2019 scores', async () => {
    const zone = 'America/New_York';
    const range = dayRangeInZone(
      dayjs().tz(zone).subtract(80, 'day').format('YYYY-MM-DD'),
      dayjs().tz(zone).subtract(1, 'day').format('YYYY-MM-DD'),
      zone,
    );
    const ids = await demoIds(t.ctx.db);
    const cases = await t.ctx.db
      .select({ department: departments.name, hospital: accounts.name, survey: tasks.patientSurvey })
      .from(tasks)
      .innerJoin(departments, eq(departments.id, tasks.departmentId))
      .innerJoin(accounts, eq(accounts.id, tasks.accountId))
      .where(
        and(
          inArray(tasks.accountId, [ids.north, ids.south]),
          eq(tasks.status, 'completed'),
          gte(tasks.startDate, new Date(range.startDate)),
          lte(tasks.startDate, new Date(range.endDate)),
        ),
      );
    const scores = new Map<string, number[]>();
    for (const c of cases) {
      if (!/^[1-5]$/.test(c.survey)) continue;
      const name = `${c.department} (${c.hospital})`;
      scores.set(name, [...(scores.get(name) ?? []), Number(c.survey)]);
    }
    // The seed leaves some completed cases unscored, and scores most.
    expect(cases.some((c) => c.survey === '')).toBe(true);
    expect([...scores.values()].flat().length).toBeGreaterThan(cases.length / 2);
    const expected = [...scores.entries()]
      .map(([name, s]) => ({
        department: name,
        averageScore: Math.round((s.reduce((a, b) => a + b, 0) / s.length) * 100) / 100,
        scoredCases: s.length,
      }))
      .sort(
        (a, b) =>
          b.averageScore - a.averageScore || b.scoredCases - a.scoredCases || a.department.localeCompare(b.department),
      );
    const northside = await login(t, DEMO_USERS.admin);
    const d = await report('/task/completed', { ...range, timeZone: zone, report: 'accountSatisfaction' }, northside);
    expect(d.tableData).toEqual(expected);
  });
});
