import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index';
import { actorFromRow } from '../../identity/actor';
import { findActorRow } from '../../identity/users';
import { seedBulkTasks } from '../../seed/bulk';
import {
  DEMO_USERS,
  bearer,
  createTestApp,
  demoIds,
  demoTaskBody,
  loginAs,
  userIdOf,
  type Call,
  type DemoIds,
  type TestApp,
} from '../../../test/helpers';
import { TASK_EXPORT_HEADER } from './export-files';
import { exportBatches } from './export-service';
import { listSelection } from './service';

type Who = 'admin' | 'rep' | 'superAdmin';
let t: TestApp;
let call: Call<Who>;
let token: (who: Who) => string;
let ids: DemoIds;

/** A CSV line's cells: quoted cells may hold commas and doubled quotes; a trailing empty cell counts. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map(csvCells);

const col = (name: (typeof TASK_EXPORT_HEADER)[number]) => TASK_EXPORT_HEADER.indexOf(name);

async function exportList(who: Who, format: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/task/taskList/export?format=${format}`,
    headers: bearer(token(who)),
    payload: body,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.ctx.db);
  ({ call, token } = await loginAs(t, ['admin', 'rep', 'superAdmin']));
  const book = async (body: Record<string, unknown>) =>
    expect((await call('admin', 'POST', '/api/task/addTask', body)).statusCode).toBe(200);
  await book({
    ...demoTaskBody(ids, 9),
    departmentId: ids.radiology,
    patientName: 'Zed Exported',
    caseNumber: 'CN-77',
    patientSurvey: 'Survey-hidden',
    taskDescription: '=HYPERLINK("http://x"), with "quotes"',
  });
  await book({
    ...demoTaskBody(ids, 9),
    companyId: ids.ortholine,
    serviceId: ids.orthoService,
    divisionId: null,
    departmentId: ids.radiology,
    patientName: 'Yo Hiddenpatient',
  });
}, 120_000);
afterAll(() => t.close());

describe('task list download', () => {
  it('writes every task the filters select as CSV, patient fields only where the company shows them', async () => {
    const filters = { taskStatus: 'all', departmentId: ids.radiology, timeZone: 'America/New_York' };
    const res = await exportList('admin', 'csv', { ...filters, pagesize: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Tasks .+\.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([...TASK_EXPORT_HEADER]);

    // Every page of the list, not only the first ten rows.
    const list = await call('admin', 'POST', '/api/task/taskList', { ...filters, pagesize: 50 });
    const listed = list.json<{ pager: { total: number; totalExact: boolean } }>().pager;
    expect(listed.totalExact).toBe(true);
    expect(rows).toHaveLength(listed.total);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((r) => r[0])).toEqual(rows.map((_, i) => String(i + 1)));
    for (const row of rows) expect(row[col('Department')]).toBe('Radiology');

    const medvance = rows.find((r) => r[col('Patient Name')] === 'Zed Exported');
    expect(medvance?.[col('Case Number')]).toBe('CN-77');
    expect(medvance?.[col('Patient Survey')]).toBe('');
    expect(medvance?.[col('Company')]).toBe('MedVance Surgical');
    expect(medvance?.[col('Status')]).toBe('Unassigned');
    expect(medvance?.[col('Time Zone')]).toBe('America/New_York');
    expect(medvance?.[col('Start Date & Time')]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
    // A formula is written as text.
    expect(medvance?.[col('Description')]).toBe('\'=HYPERLINK("http://x"), with "quotes"');
    expect(res.body).not.toContain('Survey-hidden');
    expect(res.body).not.toContain('Yo Hiddenpatient');
    expect(rows.some((r) => r[col('Company')] === 'Ortholine Devices')).toBe(true);
  });

  it('writes the same rows to an Excel workbook, with dates as dates', async () => {
    const filters = { taskStatus: 'all', departmentId: ids.radiology, timeZone: 'America/New_York' };
    const csv = csvRows((await exportList('admin', 'csv', filters)).body);
    const res = await exportList('admin', 'xlsx', filters);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Tasks');
    expect(sheet.getRow(1).values).toEqual([undefined, ...TASK_EXPORT_HEADER]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.actualRowCount).toBe(csv.length);
    const n = csv.findIndex((r) => r[col('Patient Name')] === 'Zed Exported');
    const row = sheet.getRow(n + 1);
    expect(row.getCell(1).value).toBe(n);
    expect(row.getCell(col('Case Number') + 1).value).toBe('CN-77');
    expect(row.getCell(col('Patient Survey') + 1).value ?? '').toBe('');
    expect(row.getCell(col('Start Date & Time') + 1).value).toBeInstanceOf(Date);
    expect(row.getCell(col('Start Date & Time') + 1).text).not.toBe('');
    expect(row.getCell(col('Description') + 1).text.startsWith("'=")).toBe(true);
  });

  it('keeps to the caller\u2019s scope, and refuses a bad format or no session', async () => {
    const rep = csvRows((await exportList('rep', 'csv', { taskStatus: 'all' })).body);
    const repList = await call('rep', 'POST', '/api/task/taskList', { taskStatus: 'all', pagesize: 50 });
    expect(rep.length - 1).toBe(repList.json<{ pager: { total: number } }>().pager.total);
    expect(rep.some((r) => r.includes('Zed Exported'))).toBe(false);

    const bad = await exportList('admin', 'pdf', { taskStatus: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toBe('Please choose CSV or XLSX');
    const badFilter = await exportList('admin', 'csv', { taskStatus: 'someday' });
    expect(badFilter.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/task/taskList/export?format=csv', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('streams a large list batch by batch, never reading it whole', async () => {
    await seedBulkTasks(t.ctx.db, 3000);
    const [total] = await t.ctx.db.select({ n: count() }).from(tasks);
    const row = await findActorRow(t.ctx.db, await userIdOf(t, DEMO_USERS.superAdmin));
    const superAdmin = row ? actorFromRow(row, row.sessionVersion) : null;
    if (!superAdmin) throw new Error('no super admin');

    // The rows come in keyset batches of the size asked, in the list's order, none twice.
    const selection = await listSelection(t.ctx, superAdmin, {
      taskStatus: 'all',
      nextpage: 1,
      pagesize: 10,
      companyId: '',
      departmentId: '',
      search: '',
      emergency: '',
      searchPatientInfo: '',
      searchPatientInfoType: 0,
      startDate: '',
      endDate: '',
    });
    const sizes: number[] = [];
    const seen = new Set<string>();
    let previous = Number.POSITIVE_INFINITY;
    for await (const batch of exportBatches(t.ctx, selection, 700)) {
      sizes.push(batch.length);
      for (const row of batch) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
        expect(row.startDate.getTime()).toBeLessThanOrEqual(previous);
        previous = row.startDate.getTime();
      }
    }
    expect(seen.size).toBe(total?.n);
    expect(sizes.length).toBe(Math.ceil((total?.n ?? 0) / 700));
    expect(Math.max(...sizes)).toBe(700);

    // Over HTTP the file is streamed (no Content-Length known up front) and holds every task.
    const res = await exportList('superAdmin', 'csv', { taskStatus: 'all' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    expect(csvRows(res.body)).toHaveLength((total?.n ?? 0) + 1);
  }, 240_000);
});
