import { MSG, dayRangeInZone, dayjs, type TaskStatus } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskAssignees, tasks, users } from '../../db/schema/index';
import { DEMO_USERS, bearer, createTestApp, demoIds, login, type TestApp } from '../../../test/helpers';
import { SUMMIT, last30Days, seedSummaryFixture, type SummaryFixture } from './team-summary-fixture';

let t: TestApp;
let fx: SummaryFixture;
const tokens = new Map<string, string>();

type Who = keyof SummaryFixture['people'] | 'superAdmin' | 'medvanceAdmin';

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedSummaryFixture(t.ctx.db);
  for (const [who, email] of Object.entries(fx.people)) tokens.set(who, await login(t, email));
  tokens.set('superAdmin', await login(t, DEMO_USERS.superAdmin));
  tokens.set('medvanceAdmin', await login(t, DEMO_USERS.companyAdmin));
});
afterAll(() => t.close());

const teamReport = (who: Who | 'nobody', body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report/teamReport',
    headers: who === 'nobody' ? {} : bearer(tokens.get(who) ?? ''),
    payload: body,
  });

type Line = (string | number | null)[];

/** Every sheet of the downloaded workbook as lines of plain values. */
async function workbook(who: Who, body: Record<string, unknown>) {
  const res = await teamReport(who, { ...last30Days(), ...body });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheets = new Map<string, Line[]>();
  const bold = new Map<string, boolean[]>();
  book.eachSheet((ws) => {
    const lines: Line[] = [];
    const bolds: boolean[] = [];
    ws.eachRow({ includeEmpty: true }, (row) => {
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      lines.push(Array.from(values, (v) => (typeof v === 'number' || typeof v === 'string' ? v : null)));
      bolds.push(Boolean(row.getCell(1).font?.bold));
    });
    sheets.set(ws.name, lines);
    bold.set(ws.name, bolds);
  });
  return { res, names: book.worksheets.map((w) => w.name), sheets, bold };
}

/** A sheet's row by its first cell: [total, completed, cancelled, uncovered, open, rate]. */
function row(sheets: Map<string, Line[]>, sheet: string, name: string): Line {
  const line = sheets.get(sheet)?.find((l) => l[0] === name);
  if (!line) throw new Error(`${sheet} has no row ${name}: ${JSON.stringify(sheets.get(sheet))}`);
  return line.slice(sheet === 'Summary' ? 1 : 2);
}
const firstCells = (sheets: Map<string, Line[]>, sheet: string) => (sheets.get(sheet) ?? []).map((l) => l[0]);

describe('Task Summary workbook', () => {
  it('gives the company admin a sheet per level of his large company, with known counts and totals', async () => {
    const { res, names, sheets, bold } = await workbook('summitAdmin', {});
    expect(names).toEqual(['Summary', 'Divisions', 'Areas', 'Regions', 'Territories', 'Sales Reps']);
    const stamp = dayjs().tz('America/New_York');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Team Summary Report \d{4}-\d\d-\d\d \d\d-\d\d\.xlsx"; filename\*=UTF-8''Team%20Summary%20Report%20/,
    );
    expect([stamp.format('YYYY-MM-DD HH-mm'), stamp.subtract(1, 'minute').format('YYYY-MM-DD HH-mm')]).toContain(
      /filename="Team Summary Report (.*)\.xlsx"/.exec(String(res.headers['content-disposition']))?.[1],
    );

    // Nine tasks in range: 3 completed, 1 cancelled, 1 uncovered, 4 open; the 40-day-old one is out.
    expect(row(sheets, 'Summary', 'Totals')).toEqual([9, 3, 1, 1, 4, 3 / 9]);
    expect(sheets.get('Summary')?.find((l) => l[0] === 'Company')?.[1]).toBe(SUMMIT);
    expect(sheets.get('Summary')?.find((l) => l[0] === 'Level')?.[1]).toBe('Whole company');
    expect(sheets.get('Summary')?.find((l) => l[0] === 'Department')?.[1]).toBe('All');
    const range = `${dayjs().subtract(30, 'day').tz('America/New_York').format('MM-DD-YYYY')} to ${stamp.format('MM-DD-YYYY')}`;
    expect(sheets.get('Summary')?.find((l) => l[0] === 'Date range')?.[1]).toBe(range);

    expect(sheets.get('Divisions')?.[0]).toEqual([
      'Division',
      'Company',
      'Total',
      'Completed',
      'Cancelled',
      'Uncovered',
      'Open',
      'Completion rate',
    ]);
    // East: its four division tasks and Alice's West task; West: its three.
    expect(sheets.get('Divisions')?.slice(1, 3)).toEqual([
      ['East', SUMMIT, 5, 3, 1, 0, 1, 0.6],
      ['West', SUMMIT, 3, 0, 0, 1, 2, 0],
    ]);
    expect(row(sheets, 'Divisions', 'Unplaced')).toEqual([2, 0, 0, 0, 2, 0]);
    expect(row(sheets, 'Divisions', 'Totals')).toEqual([9, 3, 1, 1, 4, 3 / 9]);
    expect(bold.get('Divisions')?.at(-1)).toBe(true);
    expect(bold.get('Divisions')?.[0]).toBe(true);
    expect(bold.get('Divisions')?.[1]).toBe(false);

    // Below the divisions only the reps place a task.
    expect(sheets.get('Areas')?.[0]?.slice(0, 2)).toEqual(['Area', 'Division']);
    expect(row(sheets, 'Areas', 'East A')).toEqual([4, 3, 0, 0, 1, 0.75]);
    expect(row(sheets, 'Areas', 'West A')).toEqual([1, 0, 0, 0, 1, 0]);
    expect(row(sheets, 'Areas', 'Unplaced')).toEqual([4, 0, 1, 1, 2, 0]);
    expect(row(sheets, 'Regions', 'East R')).toEqual([4, 3, 0, 0, 1, 0.75]);
    expect(sheets.get('Territories')?.slice(1, 4)).toEqual([
      ['East T1', 'East R', 3, 2, 0, 0, 1, 2 / 3],
      ['East T2', 'East R', 1, 1, 0, 0, 0, 1],
      ['West T1', 'West R', 1, 0, 0, 0, 1, 0],
    ]);
    for (const sheet of ['Areas', 'Regions', 'Territories', 'Sales Reps']) {
      expect(row(sheets, sheet, 'Totals'), sheet).toEqual([9, 3, 1, 1, 4, 3 / 9]);
    }

    expect(sheets.get('Sales Reps')?.slice(0, 5)).toEqual([
      ['Sales Rep', 'Placed in', 'Total', 'Completed', 'Cancelled', 'Uncovered', 'Open', 'Completion rate'],
      ['Alice Able', 'East T1', 3, 2, 0, 0, 1, 2 / 3],
      ['Bob Baker', 'East T2', 1, 1, 0, 0, 0, 1],
      ['Carol Cole', 'West T1', 1, 0, 0, 0, 1, 0],
      ['Dan Drift', null, 1, 0, 0, 0, 1, 0],
    ]);
    expect(row(sheets, 'Sales Reps', 'Unplaced')).toEqual([3, 0, 1, 1, 1, 0]);
  });

  it('names the sheets by the company size: medium and small', async () => {
    const medium = await workbook('lakeviewAdmin', { companyId: fx.midway });
    expect(medium.names).toEqual(['Summary', 'Areas', 'Regions', 'Territories', 'Sales Reps']);
    expect(row(medium.sheets, 'Areas', 'Mid A')).toEqual([1, 1, 0, 0, 0, 1]);
    expect(row(medium.sheets, 'Territories', 'Mid T')).toEqual([1, 1, 0, 0, 0, 1]);
    const small = await workbook('lakeviewAdmin', { companyId: fx.petite });
    expect(small.names).toEqual(['Summary', 'Regions', 'Territories', 'Sales Reps']);
    expect(row(small.sheets, 'Regions', 'Pet R')).toEqual([1, 0, 1, 0, 0, 0]);
    expect(row(small.sheets, 'Sales Reps', 'Pat Petite')).toEqual([1, 0, 1, 0, 0, 0]);
  });

  it('counts only the hospital user\u2019s own hospital\u2019s tasks of the company he chose', async () => {
    const lake = await workbook('lakeviewAdmin', { companyId: fx.summit });
    expect(row(lake.sheets, 'Summary', 'Totals')).toEqual([8, 2, 1, 1, 4, 0.25]);
    expect(row(lake.sheets, 'Divisions', 'East')).toEqual([4, 2, 1, 0, 1, 0.5]);
    const river = await workbook('riverbendAdmin', { companyId: fx.summit });
    expect(row(river.sheets, 'Summary', 'Totals')).toEqual([1, 1, 0, 0, 0, 1]);
    expect(row(river.sheets, 'Sales Reps', 'Alice Able')).toEqual([1, 1, 0, 0, 0, 1]);
  });

  it('gives a division manager his own subtree only', async () => {
    const { sheets } = await workbook('eastManager', {});
    expect(row(sheets, 'Summary', 'Totals')).toEqual([5, 3, 1, 0, 1, 0.6]);
    expect(sheets.get('Summary')?.find((l) => l[0] === 'Level')?.[1]).toBe('Division: East');
    expect(firstCells(sheets, 'Divisions')).toEqual(['Division', 'East', 'Totals']);
    expect(firstCells(sheets, 'Territories')).toEqual(['Territory', 'East T1', 'East T2', 'Unplaced', 'Totals']);
    expect(firstCells(sheets, 'Sales Reps')).toEqual(['Sales Rep', 'Alice Able', 'Bob Baker', 'Unplaced', 'Totals']);
    expect(row(sheets, 'Sales Reps', 'Alice Able')).toEqual([3, 2, 0, 0, 1, 2 / 3]);
  });

  it('narrows to the chosen unit and department, and says so on the Summary sheet', async () => {
    const area = await workbook('summitAdmin', { level: 'area', levelId: fx.units['West A'] });
    expect(row(area.sheets, 'Summary', 'Totals')).toEqual([1, 0, 0, 0, 1, 0]);
    expect(area.sheets.get('Summary')?.find((l) => l[0] === 'Level')?.[1]).toBe('Area: West A');
    const cardiac = await workbook('lakeviewAdmin', { companyId: fx.summit, departmentId: fx.cardiac });
    expect(row(cardiac.sheets, 'Summary', 'Totals')).toEqual([1, 0, 0, 0, 1, 0]);
    expect(cardiac.sheets.get('Summary')?.find((l) => l[0] === 'Department')?.[1]).toBe('Cardiac');
  });

  it('counts a half-hour zone\u2019s range to its edges, its inner days and its partial UTC days alike', async () => {
    // Five days of Kolkata (UTC+05:30) seven weeks ago, clear of the fixture's tasks: each local
    // midnight is 18:30 UTC, so the range starts and ends inside UTC days that it only partly holds.
    const zone = 'Asia/Kolkata';
    const today = dayjs().tz(zone);
    const range = dayRangeInZone(
      today.subtract(52, 'day').format('YYYY-MM-DD'),
      today.subtract(48, 'day').format('YYYY-MM-DD'),
      zone,
    );
    const [from, to] = [Date.parse(range.startDate), Date.parse(range.endDate)];
    const db = t.ctx.db;
    const [model] = await db
      .select({ accountId: tasks.accountId, departmentId: tasks.departmentId, serviceId: tasks.serviceId })
      .from(tasks)
      .where(eq(tasks.companyId, fx.summit))
      .limit(1);
    const summitReps = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.companyId, fx.summit));
    const rep = (name: string) => summitReps.find((r) => r.name === name)?.id ?? '';
    const edgeTask = async (at: number, status: TaskStatus, division: string | null, people: string[]) => {
      const [row] = await db
        .insert(tasks)
        .values({
          ...(model as NonNullable<typeof model>),
          companyId: fx.summit,
          divisionId: division ? (fx.units[division] ?? null) : null,
          name: 'Edge case',
          startDate: new Date(at),
          endDate: new Date(at + 3_600_000),
          timeZone: zone,
          status,
        })
        .returning({ id: tasks.id });
      if (people.length)
        await db.insert(taskAssignees).values(people.map((userId) => ({ taskId: row?.id ?? '', userId })));
    };
    await edgeTask(from - 1, 'completed', 'East', [rep('Alice Able')]); // the day before: out
    await edgeTask(from, 'completed', 'East', [rep('Alice Able')]); // first instant: in
    await edgeTask(from + 3 * 3_600_000, 'pending', 'West', [rep('Bob Baker')]); // the partial UTC day: in
    await edgeTask(from + 2 * 86_400_000, 'cancelled', 'East', []); // a whole UTC day: in
    await edgeTask(to, 'assigned', null, [rep('Carol Cole')]); // last instant: in
    await edgeTask(to + 1, 'completed', 'West', [rep('Bob Baker')]); // the day after: out

    const { sheets } = await workbook('summitAdmin', { ...range, timeZone: zone });
    expect(row(sheets, 'Summary', 'Totals')).toEqual([4, 1, 1, 0, 2, 0.25]);
    // East: its two and Bob's West task (Bob sits in East T2); West: Bob's and Carol's.
    expect(row(sheets, 'Divisions', 'East')).toEqual([3, 1, 1, 0, 1, 1 / 3]);
    expect(row(sheets, 'Divisions', 'West')).toEqual([2, 0, 0, 0, 2, 0]);
    expect(row(sheets, 'Sales Reps', 'Alice Able')).toEqual([1, 1, 0, 0, 0, 1]);
    expect(row(sheets, 'Sales Reps', 'Bob Baker')).toEqual([1, 0, 0, 0, 1, 0]);
    expect(row(sheets, 'Sales Reps', 'Carol Cole')).toEqual([1, 0, 0, 0, 1, 0]);
    // The division manager's subtree: East's tasks and those of the reps placed in it.
    const east = await workbook('eastManager', { ...range, timeZone: zone });
    expect(row(east.sheets, 'Summary', 'Totals')).toEqual([3, 1, 1, 0, 1, 1 / 3]);
  });

  it('lets the Super Admin report on the company he chooses, and only once he has chosen one', async () => {
    const { sheets } = await workbook('superAdmin', { companyId: fx.summit });
    expect(row(sheets, 'Summary', 'Totals')).toEqual([9, 3, 1, 1, 4, 3 / 9]);
    const none = await teamReport('superAdmin', last30Days());
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ msg: MSG.reports.pickCompany });
  });
});

describe('Task Summary workbook refusals', () => {
  const refused = async (who: Who | 'nobody', body: Record<string, unknown>, status: number, msg?: string) => {
    const res = await teamReport(who, { ...last30Days(), ...body });
    expect(res.statusCode, JSON.stringify(body)).toBe(status);
    expect(res.headers['content-disposition']).toBeUndefined();
    if (msg) expect(res.json<{ msg: string }>().msg).toBe(msg);
  };

  it('asks a hospital user to choose a company', () => refused('lakeviewAdmin', {}, 400, MSG.reports.pickCompany));

  it('answers 404 for a company, unit or department outside the caller\u2019s reach', async () => {
    const demo = await demoIds(t.ctx.db);
    await refused('lakeviewAdmin', { companyId: demo.medvance }, 404, MSG.reports.companyNotFound);
    await refused('summitAdmin', { companyId: demo.medvance }, 404, MSG.reports.companyNotFound);
    await refused('medvanceAdmin', { companyId: fx.summit }, 404, MSG.reports.companyNotFound);
    await refused('riverbendAdmin', { companyId: fx.midway }, 404, MSG.reports.companyNotFound);
    await refused('superAdmin', { companyId: 'not-a-company' }, 404, MSG.reports.companyNotFound);
    await refused('eastManager', { level: 'division', levelId: fx.units.West }, 404, MSG.reports.unitNotFound);
    await refused('medvanceAdmin', { levelId: fx.units.East }, 404, MSG.reports.unitNotFound);
    await refused(
      'lakeviewAdmin',
      { companyId: fx.summit, departmentId: fx.orthopedics },
      404,
      MSG.reports.departmentNotFound,
    );
  });

  it('refuses Sales Reps and anyone signed out', async () => {
    await refused('alice', {}, 403, MSG.reports.notForReps);
    await refused('nobody', {}, 401);
  });

  it('answers bad filters with 400 and the reason, never 500', async () => {
    const day = (n: number) => dayjs().subtract(n, 'day').toISOString();
    await refused('summitAdmin', { startDate: day(2), endDate: day(5) }, 400, MSG.reports.endBeforeStart);
    await refused('summitAdmin', { startDate: day(400), endDate: day(1) }, 400, MSG.reports.rangeTooLong);
    await refused('summitAdmin', { endDate: dayjs().add(3, 'day').toISOString() }, 400, MSG.reports.futureDates);
    await refused('summitAdmin', { startDate: '' }, 400, MSG.reports.startRequired);
    await refused('summitAdmin', { startDate: 'yesterday' }, 400);
    await refused('summitAdmin', { level: 'galaxy' }, 400);
    await refused('summitAdmin', { timezone: `Mars/${'x'.repeat(70)}`, timeZone: undefined }, 400);
    await refused('summitAdmin', { companyId: ['x'] }, 400);
  });
});
