import { REPORT_LABELS, type reportDownloadInputSchema } from '@casecover/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../identity/actor';
import { CSV_TYPE, XLSX_TYPE, reportCsv, reportFileName, reportXlsx, type ReportFile } from './export-files';
import { runReport } from './registry';

export type ReportDownload = z.output<typeof reportDownloadInputSchema>;

/**
 * A report's table as a file: exactly the rows and columns the Table tab shows for the same
 * filters (every page of them), the NO column first; named "<report> <date time>.<csv|xlsx>".
 */
export async function reportDownload(ctx: AppContext, actor: Actor, input: ReportDownload): Promise<ReportFile> {
  const { report, format, ...filter } = input;
  const data = await runReport(ctx, actor, report, filter);
  const label = REPORT_LABELS[report];
  const fileName = reportFileName(label, format, filter.timeZone);
  if (format === 'csv') return { fileName, contentType: CSV_TYPE, bytes: Buffer.from(reportCsv(data), 'utf8') };
  return { fileName, contentType: XLSX_TYPE, bytes: await reportXlsx(data, label) };
}
