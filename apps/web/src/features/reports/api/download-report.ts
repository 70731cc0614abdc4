import { dayjs, endpoints, type ReportDownloadFormat, type ReportInput, type TableReportType } from '@casecover/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile, type DownloadedFile } from '@/lib/api-client';

/** A report's table as CSV or XLSX, with the filters the screen shows. */
export function downloadReport(p: {
  report: TableReportType;
  format: ReportDownloadFormat;
  input: ReportInput;
}): Promise<DownloadedFile> {
  return apiDownload(
    endpoints.reports.download,
    { body: { ...p.input, report: p.report, format: p.format } },
    `${p.report}.${p.format}`,
  );
}

/** The Task Summary workbook; the server names it 'Team Summary Report <timestamp>.xlsx'. */
export function downloadTeamReport(input: ReportInput): Promise<DownloadedFile> {
  const { timeZone, ...rest } = input;
  return apiDownload(
    endpoints.reports.teamReport,
    { body: { ...rest, timeZone, timezone: timeZone } },
    `Team Summary Report ${dayjs().format('YYYY-MM-DD HH-mm-ss')}.xlsx`,
  );
}

/** Downloads a file and hands it to the browser; the caller shows what went wrong. */
export function useDownload<T>(fetchFile: (args: T) => Promise<DownloadedFile>) {
  return useMutation({
    mutationFn: async (args: T) => saveFile(await fetchFile(args)),
  });
}
