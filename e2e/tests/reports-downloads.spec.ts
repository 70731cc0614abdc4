import { readFile } from 'node:fs/promises';
import { MSG, REPORT_LABELS } from '@casecover/shared';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, expectNotice, signInAs } from '../fixtures/app';
import { PAST_RANGE, openReports, tableHeaders, tableRows } from '../fixtures/reports';

async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { file, bytes: await readFile(await file.path()) };
}

/** A saved workbook, read back (exceljs types its input as the older Node Buffer). */
async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A CSV line's cells (the server quotes cells holding commas or quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)) {
    if (match.index === line.length && cells.length) break;
    const raw = match[1] ?? '';
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
  }
  return cells;
}

/** A number as the table shows it (1,234) to compare with a file's plain 1234. */
const plain = (text: string) => text.replace(/(\d),(?=\d{3})/g, '$1');

test.describe('Report downloads', () => {
  test('Download CSV and Download XLSX save the rows the Table tab shows', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await openReports(page, { report: 'procedure', tab: 'table', ...PAST_RANGE });
    const headers = await tableHeaders(page, 'procedure');
    const rows = await tableRows(page, 'procedure');
    expect(headers[0]).toBe('NO');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveLength(headers.length);

    const csv = await download(page, 'Download CSV');
    expect(csv.file.suggestedFilename()).toMatch(new RegExp(`^${REPORT_LABELS.procedure} .+\\.csv$`));
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(csvCells(lines[0] ?? '')).toEqual(headers);
    // The first page of the table is the first lines of the file, cell for cell.
    for (const [i, row] of rows.entries()) {
      expect(csvCells(lines[i + 1] ?? '').map((c) => c || '—')).toEqual(row.map(plain));
    }

    const xlsx = await download(page, 'Download XLSX');
    expect(xlsx.file.suggestedFilename()).toMatch(new RegExp(`^${REPORT_LABELS.procedure} .+\\.xlsx$`));
    const workbook = await readWorkbook(xlsx.bytes);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const cellsOf = (n: number) =>
      headers.map((_, i) => {
        const value = sheet.getRow(n).getCell(i + 1).value;
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '—';
      });
    expect(cellsOf(1)).toEqual(headers);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.actualRowCount - 1).toBe(lines.length - 1);
    for (const [i, row] of rows.entries()) expect(cellsOf(i + 2)).toEqual(row.map(plain));
    // Numbers are numbers in the workbook, not text.
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('number');
  });

  test('Task Summary offers only Download Report, and its workbook has a sheet per level with totals', async ({
    page,
  }) => {
    await signInAs(page, DEMO.manager.email);
    await openReports(page, { report: 'teamSummary', ...PAST_RANGE });
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);

    const summary = await download(page, MSG.reports.downloadReport);
    expect(summary.file.suggestedFilename()).toMatch(/^Team Summary Report .+\.xlsx$/);
    const workbook = await readWorkbook(summary.bytes);
    // MedVance Surgical is a large company: every level has its sheet.
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Divisions',
      'Areas',
      'Regions',
      'Territories',
      'Sales Reps',
    ]);
    for (const sheet of workbook.worksheets.slice(1)) {
      const last = sheet.getRow(sheet.actualRowCount);
      expect(last.getCell(1).value, sheet.name).toBe('Totals');
      expect(last.font?.bold, sheet.name).toBe(true);
    }
  });

  test('Task Summary without a company shows the server\u2019s reason in a toast', async ({ page }) => {
    await signInAs(page, DEMO.northAdmin.email);
    await openReports(page, { report: 'teamSummary', ...PAST_RANGE });
    await expectNotice(page, MSG.reports.pickCompany, () =>
      page.getByRole('button', { name: MSG.reports.downloadReport }).click(),
    );
  });
});
