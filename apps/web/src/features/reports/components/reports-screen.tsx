import {
  MSG,
  REPORT_LABELS,
  isCompanyRole,
  type ReportInput,
  type SessionUser,
  type TableReportType,
} from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { NoticeSnackbar, useNotice, type ShowNotice } from '@/components/notice-snackbar';
import { PageHeader } from '@/components/page-header';
import { PickersProvider } from '@/components/pickers-provider';
import { useReport } from '../api/get-report';
import { useReportFilters } from '../api/get-report-filters';
import { useReportParams } from '../hooks/use-report-params';
import { reportInput } from '../utils/report-input';
import { CoverageView } from '../coverage/coverage-view';
import { todayIn, type ReportParams, type ReportTab } from '../utils/report-params';
import { ReportDownloads, TeamReportDownload, reportErrorText } from './report-downloads';
import { ReportFiltersBar } from './report-filters';
import { ReportSelector } from './report-selector';
import { ReportTable } from './report-table';

const TAB_LABELS: Record<ReportTab, string> = { graphs: 'Graphs', table: 'Table' };

// ECharts is most of the screen's weight: the filters and the table do not wait for it.
const ReportChart = lazy(async () => ({ default: (await import('./report-chart')).ReportChart }));
const chartPlaceholder = <Skeleton variant="rounded" height={320} aria-label="Loading the chart" />;

function TableReport({
  report,
  params,
  input,
  onChange,
  onNotice,
  extra,
}: {
  report: TableReportType;
  params: ReportParams;
  input: ReportInput;
  onChange: (change: Partial<ReportParams>) => void;
  onNotice: ShowNotice;
  /** Shown under the report (the Uncovered Tasks report's further analysis). */
  extra: ReactNode;
}) {
  const result = useReport(report, input);
  const title = REPORT_LABELS[report];
  const tabId = (tab: ReportTab) => `report-tab-${tab}`;
  let content: ReactNode;
  if (result.isError && !result.isFetching) {
    content = <Alert severity="error">{reportErrorText(result.error)}</Alert>;
  } else if (params.tab === 'table') {
    content = (
      <ReportTable
        data={result.data}
        title={title}
        isLoading={result.isPending}
        page={params.page}
        onPage={(page) => onChange({ page })}
        repsInput={{
          startDate: input.startDate,
          endDate: input.endDate,
          timeZone: input.timeZone,
          companyId: input.companyId,
        }}
      />
    );
  } else if (result.data) {
    content = (
      <Suspense fallback={chartPlaceholder}>
        <ReportChart data={result.data} title={title} />
      </Suspense>
    );
  } else {
    content = chartPlaceholder;
  }
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      {/* Each change of filters asks again; the bar shows while the answer is on its way. */}
      {result.isFetching ? (
        <LinearProgress aria-label={`Loading ${title}`} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          pt: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs value={params.tab} onChange={(_event, tab: ReportTab) => onChange({ tab })} aria-label={`${title} views`}>
          {(['graphs', 'table'] as const).map((tab) => (
            <Tab key={tab} value={tab} label={TAB_LABELS[tab]} id={tabId(tab)} aria-controls="report-tab-panel" />
          ))}
        </Tabs>
        <Box sx={{ pb: 1 }}>
          <ReportDownloads report={report} input={input} onNotice={onNotice} />
        </Box>
      </Box>
      <Box role="tabpanel" id="report-tab-panel" aria-labelledby={tabId(params.tab)} sx={{ p: { xs: 1, sm: 2 } }}>
        {content}
      </Box>
      {extra}
    </Paper>
  );
}

/**
 * The Reports screen (spec part 2 §2): the report selector and filters, kept in the URL; Task
 * Summary offers its workbook, every other report its Graphs and Table tabs and its downloads.
 */
export function ReportsScreen({ user, timeZone }: { user: SessionUser; timeZone: string }) {
  const today = todayIn(timeZone);
  const { params, update } = useReportParams(today);
  const notices = useNotice();
  // A vendor user always reports on his own company; anyone else's chosen company decides whose
  // hierarchy the levels list, and the chosen hospital whose departments, so the options are
  // asked again when either changes.
  const filters = useReportFilters({
    companyId: isCompanyRole(user.role) ? '' : params.companyId,
    accountId: params.accountId,
  });
  const companySize = filters.data?.company?.size ?? null;
  const input = useMemo(
    () => reportInput(params, { timeZone, today, companySize }),
    [params, timeZone, today, companySize],
  );
  const report = params.report;

  return (
    <PickersProvider>
      <PageHeader title={MSG.reports.title} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ReportSelector value={report} onChange={(next) => update({ report: next })} />
        {filters.isError ? <Alert severity="warning">{reportErrorText(filters.error)}</Alert> : null}
        <ReportFiltersBar params={params} filters={filters.data} onChange={update} timeZone={timeZone} today={today} />
      </Paper>
      {report === 'teamSummary' ? (
        <Paper
          variant="outlined"
          sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
        >
          <Typography color="text.secondary">
            The Task Summary workbook counts the tasks of the range for every level of the company, with totals.
          </Typography>
          <TeamReportDownload input={input} onNotice={notices.show} />
        </Paper>
      ) : (
        <TableReport
          report={report}
          params={params}
          input={input}
          onChange={update}
          onNotice={notices.show}
          extra={report === 'uncovered' ? <CoverageView filters={input} /> : null}
        />
      )}
      <NoticeSnackbar notice={notices.notice} open={notices.open} close={notices.close} />
    </PickersProvider>
  );
}
