import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { PICKER_FORMAT, TASK_STATUS_LABELS, formatInZone, zoneOffsetMs } from '@casecover/shared';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvLine, neutralise, sheetName, type Cell } from '../report/export-files';
import type { ExportRow } from './export-queries';

/** The download's columns: the list's, then what the detail adds; patient fields last. */
export const TASK_EXPORT_HEADER = [
  '#',
  'Task',
  'Status',
  'Emergency',
  'Company',
  'Division',
  'Rep',
  'Department',
  'Location',
  'Start Date & Time',
  'End Date & Time',
  'Time Zone',
  'Description',
  'Patient Name',
  'Case Number',
  'Patient Survey',
] as const;

const START_COLUMN = TASK_EXPORT_HEADER.indexOf('Start Date & Time');
const DATE_FORMAT_EXCEL = 'mm-dd-yyyy hh:mm AM/PM';

/** A row's cells; times as the zone's wall clock (text for CSV, a date cell for Excel). */
function cellsOf(row: ExportRow, n: number, when: (d: Date) => Cell | Date): (Cell | Date)[] {
  return [
    n,
    row.name,
    TASK_STATUS_LABELS[row.status],
    row.isEmergency ? 'Yes' : 'No',
    row.companyName,
    row.divisionName ?? '',
    row.repName ?? '',
    row.departmentName,
    row.locationName ?? '',
    when(row.startDate),
    when(row.endDate),
    row.timeZone,
    row.description,
    row.patientName,
    row.caseNumber,
    row.patientSurvey,
  ];
}

/** The CSV: a byte-order mark, the header, then one formula-safe line per task, batch by batch. */
export function taskCsvStream(batches: AsyncIterable<ExportRow[]>, timeZone: string): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine([...TASK_EXPORT_HEADER]);
    let n = 0;
    for await (const batch of batches) {
      // One string per batch: a chunk per row would cost more in stream overhead than in writing.
      yield batch
        .map((row) => csvLine(cellsOf(row, ++n, (d) => formatInZone(d, timeZone, PICKER_FORMAT)) as Cell[]))
        .join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * An Excel date cell holds no zone: it is given the zone's wall clock, so Excel shows the same
 * time as the screen. (ExcelJS writes a Date by its UTC fields.)
 */
const wallClockDate = (timeZone: string) => (d: Date) => new Date(d.getTime() + zoneOffsetMs(d.getTime(), timeZone));

/**
 * The workbook through ExcelJS's streaming writer: each row is committed (written out and
 * forgotten) as it is added, and a batch waits for the response to drain before the next is
 * read, so memory holds a batch, not the file.
 */
export function taskXlsxStream(batches: AsyncIterable<ExportRow[]>, timeZone: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName('Tasks'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TASK_EXPORT_HEADER.map((header, i) => ({
    header,
    width: i === 0 ? 8 : i >= START_COLUMN && i <= START_COLUMN + 1 ? 22 : 20,
    ...(i >= START_COLUMN && i <= START_COLUMN + 1 ? { style: { numFmt: DATE_FORMAT_EXCEL } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const toDate = wallClockDate(timeZone);
  const write = async () => {
    let n = 0;
    for await (const batch of batches) {
      for (const row of batch) {
        const cells = cellsOf(row, ++n, toDate).map((c) => (typeof c === 'string' ? neutralise(c) : c));
        sheet.addRow(cells).commit();
      }
      // A client that went away ends the download; a slow one is waited for.
      if (out.destroyed) return;
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
