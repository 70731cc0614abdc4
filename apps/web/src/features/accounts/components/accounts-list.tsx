import { ACCOUNT_PAGE_SIZE, type AccountsListItem } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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

/** Phone width: one card per account, the whole card opening its page. */
function AccountCards({ rows, firstNumber }: { rows: AccountsListItem[]; firstNumber: number }) {
  if (!rows.length) {
    return (
      <Typography color="text.secondary" align="center" sx={{ py: 6 }}>
        {NO_ACCOUNTS}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label="Accounts" spacing={1.5} sx={{ listStyle: 'none', m: 0, px: 2, pb: 2 }}>
      {rows.map((row, index) => (
        <Card key={row._id} component="li" variant="outlined">
          {/* The card's text is the link's name (WCAG 2.5.3: what it shows is what it is called). */}
          <CardActionArea component={RouterLink} to={paths.account.to(row._id)} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 650 }}>
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 1 }}>
                  {firstNumber + index}
                </Box>
                {row.name}
              </Typography>
              <OrganisationStatusChip status={row.status} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {kindText(row)} · {row.usersCount} {row.usersCount === 1 ? 'user' : 'users'}
            </Typography>
            {row.companies.length ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {row.companies.join(', ')}
              </Typography>
            ) : null}
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/** The Super Admin's list of every hospital and health system: search, paging by ten. */
export function AccountsList() {
  const navigate = useNavigate();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
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
          {isPhone ? (
            accounts.isPending ? (
              <Skeleton variant="rounded" height={240} sx={{ mx: 2, mb: 2 }} />
            ) : (
              <AccountCards rows={rows} firstNumber={firstNumber} />
            )
          ) : (
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
                      <Box component="span" sx={{ color: 'text.secondary' }}>
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
          )}
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
