import { COMPANY_PAGE_SIZE, canAddCompany, isAccountRole, type CompanyListItem } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { SearchField } from '@/components/search-field';
import { DataTable, NUMBER_COLUMN, type DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { useCompanies } from '../api/get-companies';
import { AddCompanyButton } from './add-company-button';
import { InviteCompanyActions } from './invite-company-actions';

export const NO_COMPANIES = 'No companies found';
const COLUMNS: DataColumn[] = [
  NUMBER_COLUMN,
  ...['NAME', 'DIVISION', 'TERRITORY MANAGER', 'PHONE', 'EMAIL'].map((header) => ({ header })),
  { header: 'ACTION', align: 'right' },
];

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function Dash() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }} aria-label="None">
      —
    </Box>
  );
}

/** The division count; hovering or focusing it lists the names. */
function DivisionCount({ names }: { names: string[] }) {
  if (!names.length) return <Dash />;
  return (
    <Tooltip title={names.join(', ')} arrow>
      <Box
        component="span"
        tabIndex={0}
        aria-label={`${names.length} ${names.length === 1 ? 'division' : 'divisions'}: ${names.join(', ')}`}
        sx={{
          display: 'inline-flex',
          minWidth: 28,
          justifyContent: 'center',
          px: 1,
          py: 0.25,
          borderRadius: 99,
          fontWeight: 600,
          fontSize: '0.8125rem',
          bgcolor: 'action.selected',
          cursor: 'default',
        }}
      >
        {names.length}
      </Box>
    </Tooltip>
  );
}

function CompaniesTable({
  rows,
  firstNumber,
  isLoading,
  onOpen,
}: {
  rows: CompanyListItem[];
  firstNumber: number;
  isLoading: boolean;
  onOpen: (id: string) => void;
}) {
  return (
    <DataTable
      label="Companies"
      columns={COLUMNS}
      rows={rows}
      isLoading={isLoading}
      skeletonRows={6}
      empty={NO_COMPANIES}
      tableSx={{ minWidth: 860 }}
      renderRow={(row, index) => (
        <TableRow key={row._id} hover onClick={() => onOpen(row._id)} sx={{ cursor: 'pointer' }}>
          <TableCell sx={{ color: 'text.secondary' }}>{firstNumber + index}</TableCell>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
          </TableCell>
          <TableCell onClick={(event) => event.stopPropagation()}>
            <DivisionCount names={row.division} />
          </TableCell>
          <TableCell>{row.territoryManager?.name ?? <Dash />}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.phone ?? <Dash />}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.email ?? <Dash />}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Link
              component={RouterLink}
              to={paths.company.to(row._id)}
              underline="hover"
              onClick={(event) => event.stopPropagation()}
              aria-label={`View Details of ${row.name}`}
            >
              View Details
            </Link>
          </TableCell>
        </TableRow>
      )}
    />
  );
}

/** Phone width: one card per company, the whole card opening its details. */
function CompanyCards({
  rows,
  firstNumber,
  isLoading,
}: {
  rows: CompanyListItem[];
  firstNumber: number;
  isLoading: boolean;
}) {
  if (isLoading) {
    return (
      <Stack spacing={1.5} sx={{ px: 2, pb: 2 }} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  if (!rows.length) {
    return (
      <Typography color="text.secondary" align="center" sx={{ py: 6 }}>
        {NO_COMPANIES}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label="Companies" spacing={1.5} sx={{ listStyle: 'none', m: 0, px: 2, pb: 2 }}>
      {rows.map((row, index) => (
        <Card key={row._id} component="li" variant="outlined">
          <CardActionArea component={RouterLink} to={paths.company.to(row._id)} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 650 }}>
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 1 }}>
                  {firstNumber + index}
                </Box>
                {row.name}
              </Typography>
              <Typography variant="body2" color="primary" sx={{ whiteSpace: 'nowrap' }}>
                View Details
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {row.division.length
                ? `${row.division.length} ${row.division.length === 1 ? 'division' : 'divisions'}: ${row.division.join(', ')}`
                : 'No divisions'}
            </Typography>
            {row.territoryManager ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                Territory manager: {row.territoryManager.name}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
              {[row.phone, row.email].filter(Boolean).join(' · ')}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/** The Companies screen below its title: search, the list (cards on a phone) and paging by 10. */
export function CompaniesList() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const searchText = (searchParams.get('search') ?? '').slice(0, 100);
  const user = useSession()?.user;
  // Every hospital user may invite (spec part 2 §6); vendors and registrants awaiting approval may not.
  const canInvite = Boolean(user && user.approved && user.accountId && isAccountRole(user.role));
  const canAdd = Boolean(user && canAddCompany(user.role));

  const update = useCallback(
    (patch: { page?: number; search?: string }) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (patch.search !== undefined) {
            if (patch.search) next.set('search', patch.search);
            else next.delete('search');
          }
          if (patch.page !== undefined) {
            if (patch.page > 1) next.set('page', String(patch.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const companies = useCompanies({ searchText, pagesize: COMPANY_PAGE_SIZE, nextpage: page });
  const total = companies.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / COMPANY_PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);

  // A page past the end (an old link, a narrower search) moves back to the last page.
  const isPastEnd = companies.isSuccess && total > 0 && page > lastPage;
  useEffect(() => {
    if (isPastEnd) update({ page: lastPage });
  }, [isPastEnd, lastPage, update]);
  const listProps = {
    rows: companies.data?.finalCompany ?? [],
    firstNumber: (page - 1) * COMPANY_PAGE_SIZE + 1,
    isLoading: companies.isPending,
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
      <Box
        sx={{
          p: { xs: 2, sm: 2.5 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box role="search" aria-label="Search companies" sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}>
          <SearchField
            value={searchText}
            onSearch={(text) => update({ search: text, page: 1 })}
            placeholder="Company name"
            sx={{ width: '100%' }}
          />
        </Box>
        {canInvite || canAdd ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Company actions">
            {canInvite ? <InviteCompanyActions /> : null}
            <AddCompanyButton />
          </Stack>
        ) : null}
      </Box>
      {companies.isFetching && !companies.isPending ? (
        <LinearProgress
          aria-label="Loading companies"
          sx={{ position: 'absolute', left: 0, right: 0, height: 2, mt: '-2px' }}
        />
      ) : null}
      {companies.isError ? (
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void companies.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(companies.error)}
          </Alert>
        </Box>
      ) : (
        <>
          {isPhone ? (
            <CompanyCards {...listProps} />
          ) : (
            <CompaniesTable {...listProps} onOpen={(id) => void navigate(paths.company.to(id))} />
          )}
          <TablePagination
            component="div"
            count={total}
            page={total > 0 ? shownPage - 1 : 0}
            rowsPerPage={COMPANY_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => update({ page: next + 1 })}
            sx={{ borderTop: 1, borderColor: 'divider' }}
          />
        </>
      )}
    </Paper>
  );
}
