import { ACCOUNT_PAGE_SIZE, type PendingRegistrant } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { SearchField } from '@/components/search-field';
import { errorMessage } from '@/lib/api-client';
import { useRegistrations } from '../api/registrations';
import { useSearchPageParams } from '../hooks/use-search-page-params';
import { ApproveRegistrantDialog, RejectRegistrantDialog } from './registrant-dialogs';

export const NO_REGISTRANTS = 'Nobody is waiting for approval';
const COLUMNS: DataColumn[] = [
  ...['NAME', 'EMAIL', 'HOSPITAL', 'REGISTERED'].map((header) => ({ header })),
  { header: 'ACTION', align: 'right' },
];

/** Registrants of every hospital waiting for approval; the Super Admin approves or rejects them. */
export function PendingRegistrations() {
  const { page, search, update } = useSearchPageParams('pending-');
  const registrations = useRegistrations({ search, page });
  const [action, setAction] = useState<{ kind: 'approve' | 'reject'; registrant: PendingRegistrant } | null>(null);
  const { show, ...notice } = useNotice();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const total = registrations.data?.data.total ?? 0;
  const rows = registrations.data?.data.registrants ?? [];
  const done = (message: string) => {
    setAction(null);
    show('success', message);
  };
  return (
    <Paper variant="outlined" component="section" aria-label="Waiting for approval" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          p: { xs: 2, sm: 2.5 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.05rem' }}>
          Waiting for approval
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1 }}>
            {total}
          </Box>
        </Typography>
        <Box role="search" aria-label="Search registrants" sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}>
          <SearchField
            value={search}
            onSearch={(text) => update({ search: text, page: 1 })}
            placeholder="Name, email or hospital"
            sx={{ width: '100%' }}
          />
        </Box>
      </Box>
      {registrations.isError ? (
        <Alert severity="error" sx={{ mx: 2.5, mb: 2.5 }}>
          {errorMessage(registrations.error)}
        </Alert>
      ) : (
        <>
          <DataTable
            label="Registrants waiting for approval"
            columns={COLUMNS}
            rows={rows}
            isLoading={registrations.isPending}
            skeletonRows={3}
            empty={NO_REGISTRANTS}
            tableSx={{ minWidth: 760, display: isPhone && rows.length === 0 ? 'none' : undefined }}
            renderRow={(row) => (
              <TableRow key={row._id}>
                <TableCell sx={{ fontWeight: 600 }}>{row.name}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
                <TableCell>{row.accountName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(row.createdAt).toLocaleDateString()}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      variant="contained"
                      aria-label={`Approve ${row.name}`}
                      onClick={() => setAction({ kind: 'approve', registrant: row })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Reject ${row.name}`}
                      onClick={() => setAction({ kind: 'reject', registrant: row })}
                    >
                      Reject
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            )}
          />
          {isPhone && rows.length === 0 && !registrations.isPending ? (
            <Typography color="text.secondary" sx={{ px: 2, pb: 2.5 }}>
              {NO_REGISTRANTS}
            </Typography>
          ) : null}
          {total > ACCOUNT_PAGE_SIZE ? (
            <TablePagination
              component="div"
              count={total}
              page={page - 1}
              rowsPerPage={ACCOUNT_PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => update({ page: next + 1 })}
              sx={{ borderTop: 1, borderColor: 'divider' }}
            />
          ) : null}
        </>
      )}
      {action?.kind === 'approve' ? (
        <ApproveRegistrantDialog registrant={action.registrant} onDone={done} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'reject' ? (
        <RejectRegistrantDialog registrant={action.registrant} onDone={done} onClose={() => setAction(null)} />
      ) : null}
      <NoticeSnackbar {...notice} />
    </Paper>
  );
}
