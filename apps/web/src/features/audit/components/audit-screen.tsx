import { AUDIT_PAGE_SIZES, MSG } from '@casecover/shared';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import { useAuditCsv, useAuditPage } from '../api/get-audit';
import { AuditEntries } from './audit-entries';
import { AuditFilterBar, NO_FILTERS, auditFiltersOf, type AuditFilterState } from './audit-filters';

/**
 * The audit log: who did what to which target and when, newest first, with the Super Admin named
 * beside the user whose session he had switched into. Filters, server-side paging and a CSV of
 * every entry of the filters.
 */
export function AuditScreen({ timeZone, isSuperAdmin }: { timeZone: string; isSuperAdmin: boolean }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [state, setState] = useState<AuditFilterState>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(AUDIT_PAGE_SIZES[0]);
  const toError = state.from && state.to && state.to < state.from ? MSG.audit.toBeforeFrom : null;
  const filters = auditFiltersOf(state, timeZone);
  const list = useAuditPage({ ...filters, page, pageSize }, !toError);
  const csv = useAuditCsv();
  // Disabled while the file is made, the button drops the focus: it has it back afterwards.
  const csvFocus = useFocusAfterRequest(csv.isPending);
  const rows = list.data?.data ?? [];

  const change = (patch: Partial<AuditFilterState>) => {
    setState((s) => ({ ...s, ...patch }));
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={MSG.audit.title}
        subtitle={isSuperAdmin ? 'Every account and company' : 'Your hospital\u2019s people and records'}
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={Boolean(toError) || csv.isPending}
            onClick={() => {
              csvFocus.remember();
              csv.mutate(filters);
            }}
          >
            {csv.isPending ? MSG.audit.downloading : MSG.audit.downloadCsv}
          </Button>
        }
      />
      {csv.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(csv.error)}
        </Alert>
      ) : null}
      <AuditFilterBar value={state} toError={toError} onChange={change} />
      <Paper variant="outlined" sx={{ mt: 2 }}>
        <Box sx={{ height: 4 }}>{list.isFetching && !list.isLoading ? <LinearProgress /> : null}</Box>
        {list.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(list.error)}
          </Alert>
        ) : (
          <>
            <AuditEntries
              rows={rows}
              isLoading={list.isLoading}
              isPhone={isPhone}
              timeZone={timeZone}
              pageSize={pageSize}
            />
            <TablePagination
              component="div"
              count={list.data?.total ?? 0}
              page={list.data && list.data.total > 0 ? page - 1 : 0}
              rowsPerPage={pageSize}
              rowsPerPageOptions={AUDIT_PAGE_SIZES}
              onPageChange={(_event, next) => setPage(next + 1)}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
              labelRowsPerPage={isPhone ? 'Rows:' : 'Rows per page:'}
              sx={{ borderTop: 1, borderColor: 'divider' }}
            />
          </>
        )}
      </Paper>
    </>
  );
}
