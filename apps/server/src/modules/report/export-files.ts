import { dayjs, type ReportData, type ReportRow } from '@casecover/shared';
import ExcelJS from 'exceljs';

/** The Table tab's first column: the row's place, 1..n. */
export const NO_COLUMN = 'NO';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file the routes send as an attachment. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export type Cell = string | number | null;

/** The table as the screen shows it: the NO column, then the report's headers, then one line per row. */
function tableOf(data: ReportData): { header: string[]; rows: Cell[][] } {
  const keys = data.tableHeaders.map((h) => h.key);
  return {
    header: [NO_COLUMN, ...data.tableHeaders.map((h) => h.label)],
    rows: data.tableData.map((row: ReportRow, i) => [i + 1, ...keys.map((k) => row[k] ?? null)]),
  };
}

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe, so a hospital or patient name cannot run in Excel.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(cell: Cell): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? String(cell) : neutralise(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Starts a CSV file so Excel reads accents as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One CSV line, formula-safe, ending in CRLF: files are written (or streamed) a line at a time. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** The table as CSV, with a byte-order mark so Excel reads accents as UTF-8; lines end in CRLF. */
export function reportCsv(data: ReportData): string {
  const { header, rows } = tableOf(data);
  return CSV_BOM + [header, ...rows].map(csvLine).join('');
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Report'
  );
}

/** Widths from the longest value of each column, within reason. */
export function fitColumns(sheet: ExcelJS.Worksheet, min = 6, max = 60) {
  sheet.columns.forEach((column) => {
    let longest = min;
    column.eachCell?.({ includeEmpty: false }, (cell) => {
      // A formatted number shows about as wide as its format ("0.0%"), not its full precision.
      const shown = cell.numFmt && typeof cell.value === 'number' ? cell.numFmt : cell.text;
      longest = Math.max(longest, shown.length + 2);
    });
    column.width = Math.min(longest, max);
  });
}

/** The table as a one-sheet workbook: bold header, numbers as numbers, columns wide enough. */
export async function reportXlsx(data: ReportData, title: string): Promise<Buffer> {
  const { header, rows } = tableOf(data);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  fitColumns(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "<label> 2026-11-24 15-04.<ext>": the moment in the user's zone; no colon, which Windows refuses in names. */
export function reportFileName(label: string, ext: 'csv' | 'xlsx', timeZone: string, now: Date = new Date()): string {
  return `${label} ${dayjs(now).tz(timeZone).format('YYYY-MM-DD HH-mm')}.${ext}`;
}

/**
 * An attachment header that survives any name: a plain-ASCII `filename` for old clients and the
 * exact name in RFC 5987 `filename*`; quotes, backslashes and control characters never reach it raw.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
