import { MSG, REPORT_DOWNLOAD_FORMATS, type ReportInput, type TableReportType } from '@casecover/shared';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isApiError } from '@/lib/api-client';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import type { ShowNotice } from '@/components/notice-snackbar';
import { downloadReport, downloadTeamReport, useDownload } from '../api/download-report';

/** A failed download's toast: the server's reason for a refused request, 'Something went wrong' otherwise. */
export function reportErrorText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  if (isApiError(error) && error.isNetworkError) return error.message;
  return MSG.reports.failed;
}

/** Task Summary's only action: the workbook of the filters shown. */
export function TeamReportDownload({ input, onNotice }: { input: ReportInput; onNotice: ShowNotice }) {
  const download = useDownload(downloadTeamReport);
  // Busy, the button is disabled and drops the focus: it has it back once the file (or the refusal) comes.
  const focus = useFocusAfterRequest(download.isPending);
  return (
    <Button
      variant="contained"
      startIcon={<Download />}
      loading={download.isPending}
      loadingPosition="start"
      onClick={() => {
        focus.remember();
        download.mutate(input, { onError: (error) => onNotice('error', reportErrorText(error)) });
      }}
    >
      {MSG.reports.downloadReport}
    </Button>
  );
}

/** 'Download CSV' and 'Download XLSX': the report's table, exactly as the Table tab shows it. */
export function ReportDownloads({
  report,
  input,
  onNotice,
}: {
  report: TableReportType;
  input: ReportInput;
  onNotice: ShowNotice;
}) {
  const download = useDownload(downloadReport);
  const focus = useFocusAfterRequest(download.isPending);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {REPORT_DOWNLOAD_FORMATS.map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          startIcon={<Download />}
          loading={download.isPending && download.variables.format === format}
          loadingPosition="start"
          disabled={download.isPending}
          onClick={() => {
            focus.remember();
            download.mutate(
              { report, format, input },
              { onError: (error) => onNotice('error', reportErrorText(error)) },
            );
          }}
        >
          Download {format.toUpperCase()}
        </Button>
      ))}
    </Box>
  );
}
