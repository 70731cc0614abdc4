import { MSG, REPORT_LABELS, dayjs, type ReportData, type TableReportType } from '@casecover/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, bearer, createTestApp, demoIds, login, type TestApp } from '../../../test/helpers';
import { last30Days, seedSummaryFixture, type SummaryFixture } from './team-summary-fixture';

let t: TestApp;
let fx: SummaryFixture;
const tokens = new Map<string, string>();
type Who = keyof SummaryFixture['people'] | 'superAdmin';

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedSummaryFixture(t.ctx.db);
  for (const [who, email] of Object.entries(fx.people)) tokens.set(who, await login(t, email));
  tokens.set('superAdmin', await login(t, DEMO_USERS.superAdmin));
});
afterAll(() => t.close());

const post = (who: Who | 'nobody', url: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/report${url}`,
    headers: who === 'nobody' ? {} : bearer(tokens.get(who) ?? ''),
    payload: body,
  });

/** The endpoint whose Table tab each download copies. */
const TABLE_CALLS: Record<TableReportType, { url: string; body?: Record<string, unknown> }> = {
  activity: { url: '/task/completed', body: { report: 'activity' } },
  accountSatisfaction: { url: '/task/completed', body: { report: 'accountSatisfaction' } },
  incomplete: { url: '/incompleteTasks' },
  repUtilization: { url: '/repUtilization' },
  procedure: { url: '/procedureReport' },
  uncovered: { url: '/task/uncovered' },
  cancellations: { url: '/task/cancelled' },
  products: { url: '/productDetails' },
  pipeline: { url: '/pipeLine' },
  mostActiveAccounts: { url: '/mostActive/account' },
  mostActiveReps: { url: '/mostActive/rep' },
};

async function download(who: Who, body: Record<string, unknown>) {
  const res = await post(who, '/download', { ...last30Days(), ...body });
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  return res;
}

async function xlsxLines(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  const lines: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    lines.push(Array.from((row.values as ExcelJS.CellValue[]).slice(1), (v) => v ?? null));
  });
  return { names: book.worksheets.map((w) => w.name), lines };
}

/** The screen's table: NO, the headers, then each row's cells in header order. */
function screenTable(data: ReportData): unknown[][] {
  return [
    ['NO', ...data.tableHeaders.map((h) => h.label)],
    ...data.tableData.map((row, i) => [i + 1, ...data.tableHeaders.map((h) => row[h.key] ?? null)]),
  ];
}

describe('report downloads', () => {
  it('writes the Activity Report\u2019s table as CSV with known counts, named after the report and the user\u2019s time', async () => {
    const res = await download('lakeviewAdmin', { report: 'activity', companyId: fx.summit, format: 'csv' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const stamp = /filename="Activity Report (\d{4}-\d\d-\d\d \d\d-\d\d)\.csv"/.exec(
      String(res.headers['content-disposition']),
    )?.[1];
    const now = dayjs().tz('America/New_York');
    expect([now.format('YYYY-MM-DD HH-mm'), now.subtract(1, 'minute').format('YYYY-MM-DD HH-mm')]).toContain(stamp);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Activity%20Report%20`);
    expect(res.body).toBe(
      '\uFEFFNO,Department,Total Tasks,Completed,Open,Cancelled,Uncovered\r\n' +
        '1,Surgery,7,2,3,1,1\r\n' +
        '2,Cardiac,1,0,1,0,0\r\n',
    );
  });

  it('writes the same table as an XLSX sheet, numbers as numbers', async () => {
    const res = await download('summitAdmin', { report: 'activity', groupBy: 'company', format: 'xlsx' });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="Activity Report [\d -]+\.xlsx"/);
    const { names, lines } = await xlsxLines(res.rawPayload);
    expect(names).toEqual(['Activity Report']);
    expect(lines).toEqual([
      ['NO', 'Company', 'Total Tasks', 'Completed', 'Open', 'Cancelled', 'Uncovered'],
      [1, 'Summit Devices', 9, 3, 4, 1, 1],
    ]);
  });

  it.each(Object.keys(TABLE_CALLS) as TableReportType[])(
    'downloads %s as exactly the rows and columns its Table tab shows',
    async (report) => {
      const filter = { ...last30Days(), companyId: fx.summit };
      const call = TABLE_CALLS[report];
      const shown = await post('lakeviewAdmin', call.url, { ...filter, ...call.body });
      expect(shown.statusCode, shown.body).toBe(200);
      const table = screenTable(shown.json<{ data: ReportData }>().data);
      expect(table.length, `${report} has rows to compare`).toBeGreaterThan(1);

      const xlsx = await download('lakeviewAdmin', { ...filter, report, format: 'xlsx' });
      const book = await xlsxLines(xlsx.rawPayload);
      expect(book.names).toEqual([REPORT_LABELS[report].slice(0, 31)]);
      expect(book.lines).toEqual(table);

      const csv = await download('lakeviewAdmin', { ...filter, report, format: 'csv' });
      expect(csv.headers['content-disposition']).toContain(`filename="${REPORT_LABELS[report]} `);
      const csvLines = csv.body.slice(1).trimEnd().split('\r\n');
      expect(csvLines).toHaveLength(table.length);
      expect(csvLines[0]).toBe(table[0]?.join(','));
    },
  );

  it('answers the same scope as the report: another hospital\u2019s tasks never reach the file', async () => {
    const res = await download('riverbendAdmin', { report: 'activity', companyId: fx.summit, format: 'csv' });
    expect(res.body).toBe(
      '\uFEFFNO,Department,Total Tasks,Completed,Open,Cancelled,Uncovered\r\n1,Orthopedics,1,1,0,0,0\r\n',
    );
    const manager = await download('eastManager', { report: 'activity', groupBy: 'company', format: 'csv' });
    expect(manager.body).toContain('1,Summit Devices,5,3,1,1,0\r\n');
  });
});

describe('report download refusals', () => {
  const refused = async (who: Who | 'nobody', body: Record<string, unknown>, status: number, msg?: string) => {
    const res = await post(who, '/download', { ...last30Days(), report: 'activity', ...body });
    expect(res.statusCode, JSON.stringify(body)).toBe(status);
    expect(res.headers['content-disposition']).toBeUndefined();
    if (msg) expect(res.json<{ msg: string }>().msg).toBe(msg);
  };

  it('answers 404 for filters outside the caller\u2019s reach, 403 to a rep, 401 signed out', async () => {
    const demo = await demoIds(t.ctx.db);
    await refused('lakeviewAdmin', { companyId: demo.medvance }, 404, MSG.reports.companyNotFound);
    await refused('summitAdmin', { companyId: demo.ortholine }, 404, MSG.reports.companyNotFound);
    await refused('lakeviewAdmin', { departmentId: fx.orthopedics }, 404, MSG.reports.departmentNotFound);
    await refused('lakeviewAdmin', { accountId: fx.riverbend }, 404, MSG.reports.accountNotFound);
    await refused('eastManager', { levelId: fx.units.West }, 404, MSG.reports.unitNotFound);
    await refused('alice', {}, 403, MSG.reports.notForReps);
    await refused('nobody', {}, 401);
  });

  it('answers bad input with 400 and the reason, never 500', async () => {
    const day = (n: number) => dayjs().subtract(n, 'day').toISOString();
    await refused('summitAdmin', { report: 'teamSummary' }, 400);
    await refused('summitAdmin', { report: 'everything' }, 400);
    await refused('summitAdmin', { format: 'pdf' }, 400);
    await refused('summitAdmin', { startDate: day(2), endDate: day(5) }, 400, MSG.reports.endBeforeStart);
    await refused('summitAdmin', { endDate: dayjs().add(2, 'day').toISOString() }, 400, MSG.reports.futureDates);
    await refused('summitAdmin', { groupBy: 'planet' }, 400);
    await refused('superAdmin', { report: 'repUtilization' }, 400, MSG.reports.pickCompany);
  });
});
