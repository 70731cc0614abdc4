import { ACCOUNT_PAGE_SIZE, type AccountsListItem } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, NUMBER_COLUMN, type DataColumn } from '@/components/data-table';
import { SearchField } from '@/components/search-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAccounts } from '../api/get-accounts';
import { useSearchPageParams } from '../hooks/use-search-page-params';
import { OrganisationStatusChip } from './status-chip';

export const NO_ACCOUNTS = 'No accounts found';
const COLUMNS: DataColumn[] = [
  NUMBER_COLUMN,
  ...['NAME', 'TYPE', 'USERS', 'LINKED COMPANIES', 'STATUS'].map((header) => ({ header })),
  { header: 'ACTION', align: 'right' },
];

function kindText(row: AccountsListItem) {
  if (row.kind === 'health_system') return 'Health system';
  return row.parentName ? `Hospital · ${row.parentName}` : 'Hospital';
}

/** The Super Admin's list of every hospital and health system: search, paging by ten. */
export function AccountsList() {
  const navigate = useNavigate();
  const { page, search, update } = useSearchPageParams();
  const accounts = useAccounts({ search, page });
  const total = accounts.data?.data.total ?? 0;
  const rows = accounts.data?.data.accounts ?? [];
  const firstNumber = (page - 1) * ACCOUNT_PAGE_SIZE + 1;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
      <Box role="search" aria-label="Search accounts" sx={{ p: { xs: 2, sm: 2.5 }, maxWidth: 400 }}>
        <SearchField
          value={search}
          onSearch={(text) => update({ search: text, page: 1 })}
          placeholder="Hospital or health system"
          sx={{ width: '100%' }}
        />
      </Box>
      {accounts.isFetching && !accounts.isPending ? (
        <LinearProgress aria-label="Loading accounts" sx={{ position: 'absolute', left: 0, right: 0, height: 2 }} />
      ) : null}
      {accounts.isError ? (
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(accounts.error)}
          </Alert>
        </Box>
      ) : (
        <>
          <DataTable
            label="Accounts"
            columns={COLUMNS}
            rows={rows}
            isLoading={accounts.isPending}
            skeletonRows={6}
            empty={NO_ACCOUNTS}
            tableSx={{ minWidth: 820 }}
            renderRow={(row, index) => (
              <TableRow
                key={row._id}
                hover
                onClick={() => void navigate(paths.account.to(row._id))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ color: 'text.secondary' }}>{firstNumber + index}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.name}
                  </Typography>
                </TableCell>
                <TableCell>{kindText(row)}</TableCell>
                <TableCell>{row.usersCount}</TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  {row.companies.length ? (
                    row.companies.join(', ')
                  ) : (
                    <Box component="span" sx={{ color: 'text.disabled' }}>
                      None
                    </Box>
                  )}
                </TableCell>
                <TableCell>
                  <OrganisationStatusChip status={row.status} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={paths.account.to(row._id)}
                    underline="hover"
                    onClick={(event) => event.stopPropagation()}
                    aria-label={`Open ${row.name}`}
                  >
                    Open
                  </Link>
                </TableCell>
              </TableRow>
            )}
          />
          <TablePagination
            component="div"
            count={total}
            page={total > 0 ? Math.min(page, Math.ceil(total / ACCOUNT_PAGE_SIZE)) - 1 : 0}
            rowsPerPage={ACCOUNT_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => update({ page: next + 1 })}
            sx={{ borderTop: 1, borderColor: 'divider' }}
          />
        </>
      )}
    </Paper>
  );
}
