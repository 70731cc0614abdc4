import ExcelJS from 'exceljs';
import { fitColumns } from './export-files';
import { completionRate, type Counts, type SummarySheet } from './team-summary-tally';

export const COUNT_HEADERS = ['Total', 'Completed', 'Cancelled', 'Uncovered', 'Open', 'Completion rate'] as const;
export const UNPLACED = 'Unplaced';
export const TOTALS = 'Totals';
const RATE_FORMAT = '0.0%';

const countCells = (c: Counts) => [c.total, c.completed, c.cancelled, c.uncovered, c.open, completionRate(c)];

/** A table's rows: the rate column as a percentage. */
function addCountsRow(sheet: ExcelJS.Worksheet, lead: string[], c: Counts, bold = false) {
  // An empty name is left blank rather than stored as an empty text.
  const row = sheet.addRow([...lead.map((v) => v || null), ...countCells(c)]);
  row.getCell(lead.length + COUNT_HEADERS.length).numFmt = RATE_FORMAT;
  if (bold) row.font = { bold: true };
  return row;
}

/**
 * The Task Summary workbook: a Summary sheet (the filters used and the grand totals), then one
 * sheet per level of the company and one of its reps, each closed by a bold Totals row.
 */
export async function teamSummaryWorkbook(p: {
  filters: [string, string][];
  totals: Counts;
  sheets: SummarySheet[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const summary = workbook.addWorksheet('Summary');
  summary.addRow(['Task Summary Report']).font = { bold: true, size: 14 };
  for (const [label, value] of p.filters) summary.addRow([label, value]).getCell(1).font = { bold: true };
  summary.addRow([]);
  summary.addRow([null, ...COUNT_HEADERS]).font = { bold: true };
  addCountsRow(summary, [TOTALS], p.totals, true);
  fitColumns(summary);

  for (const s of p.sheets) {
    const sheet = workbook.addWorksheet(s.title, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([s.nameLabel, s.parentLabel, ...COUNT_HEADERS]).font = { bold: true };
    for (const r of s.rows) addCountsRow(sheet, [r.name, r.parent], r.counts);
    if (s.unplaced.total) addCountsRow(sheet, [UNPLACED, ''], s.unplaced);
    addCountsRow(sheet, [TOTALS, ''], s.totals, true);
    fitColumns(sheet);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
