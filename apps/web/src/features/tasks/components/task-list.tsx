import { LIMITS, MSG, type Role, type TaskListRow } from '@casecover/shared';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTaskList } from '../api/get-task-list';
import { useTaskListParams } from '../hooks/use-task-list-params';
import { capitalise, formatTaskDateTime } from '../utils/task-format';
import { toTaskListInput, type PageSize } from '../utils/task-list-params';
import { EmergencyIcon } from './emergency-icon';
import { PickersProvider } from '@/components/pickers-provider';
import { TaskListFilters } from './task-list-filters';
import { TaskStatusChip } from './task-status-chip';

const COLUMNS = ['#', 'TASK', 'STATUS', 'COMPANY', 'REP', 'DEPARTMENT', 'START DATE & TIME', 'END TIME', 'ACTIONS'];
const SKELETON_ROWS = 6;

function TaskName({ row }: { row: TaskListRow }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
      {capitalise(row.taskName)}
      {row.isEmergency ? <EmergencyIcon /> : null}
    </Box>
  );
}

function ViewDetails({ id }: { id: string }) {
  return (
    <Tooltip title="View Details">
      <IconButton
        component={RouterLink}
        to={paths.task.to(id)}
        aria-label="View Details"
        size="small"
        onClick={(event) => event.stopPropagation()}
      >
        <Visibility fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function TaskTable({
  rows,
  offset,
  timeZone,
  isLoading,
}: {
  rows: TaskListRow[];
  offset: number;
  timeZone: string;
  isLoading: boolean;
}) {
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table size="small" aria-label="Tasks" sx={{ minWidth: 960 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell
                key={c}
                align={c === 'ACTIONS' ? 'center' : 'left'}
                sx={{ fontWeight: 700, fontSize: '0.75rem', color: 'text.secondary', whiteSpace: 'nowrap', py: 1.5 }}
              >
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {isLoading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i} aria-hidden="true">
                  {COLUMNS.map((c) => (
                    <TableCell key={c}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {!isLoading && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {MSG.tasks.noData}
              </TableCell>
            </TableRow>
          ) : null}
          {rows.map((row, i) => (
            <TableRow
              key={row._id}
              hover
              onClick={() => void navigate(paths.task.to(row._id))}
              sx={{ cursor: 'pointer', '& td': { py: 1.25 } }}
            >
              <TableCell sx={{ color: 'text.secondary' }}>{offset + i + 1}</TableCell>
              <TableCell sx={{ minWidth: 170 }}>
                <TaskName row={row} />
              </TableCell>
              <TableCell>
                <TaskStatusChip status={row.taskStatus} />
              </TableCell>
              <TableCell>{row.companyName}</TableCell>
              <TableCell>{row.salesRep?.name ?? '—'}</TableCell>
              <TableCell>{row.department.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTaskDateTime(row.startDate, timeZone)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTaskDateTime(row.endDate, timeZone)}</TableCell>
              <TableCell align="center">
                <ViewDetails id={row._id} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** At phone width each task is a card, so nothing scrolls sideways. */
function TaskCards({
  rows,
  offset,
  timeZone,
  isLoading,
}: {
  rows: TaskListRow[];
  offset: number;
  timeZone: string;
  isLoading: boolean;
}) {
  if (isLoading) {
    return (
      <Stack spacing={1.5} sx={{ p: 1.5 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={132} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{MSG.tasks.noData}</Typography>;
  }
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 1.5 }} aria-label="Tasks">
      {rows.map((row, i) => (
        <Card component="li" key={row._id} variant="outlined">
          <CardActionArea component={RouterLink} to={paths.task.to(row._id)}>
            <CardContent sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
                <Typography component="span" sx={{ minWidth: 0 }}>
                  <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                    {offset + i + 1}.
                  </Box>
                  <TaskName row={row} />
                </Typography>
                <TaskStatusChip status={row.taskStatus} />
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 1.25,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 1.5,
                  rowGap: 0.25,
                  fontSize: '0.875rem',
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
                }}
              >
                <dt>Company</dt>
                <dd>{row.companyName}</dd>
                <dt>Rep</dt>
                <dd>{row.salesRep?.name ?? '—'}</dd>
                <dt>Department</dt>
                <dd>{row.department.name}</dd>
                <dt>Start</dt>
                <dd>{formatTaskDateTime(row.startDate, timeZone)}</dd>
                <dt>End</dt>
                <dd>{formatTaskDateTime(row.endDate, timeZone)}</dd>
              </Box>
              <Typography variant="body2" color="primary" sx={{ mt: 1, fontWeight: 600 }}>
                View Details
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/** The task list: filters and page in the URL, a table on wide screens and cards on phones. */
export function TaskList({ role, timeZone }: { role: Role; timeZone: string }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [params, update] = useTaskListParams();
  const input = useMemo(() => toTaskListInput(params, timeZone), [params, timeZone]);
  const list = useTaskList(input);
  const rows = list.data?.list ?? [];
  const total = list.data?.pager.total ?? 0;
  // Past the server's count cap the total is a floor: MUI takes -1 as "unknown" and keeps Next on.
  const totalExact = list.data?.pager.totalExact ?? true;
  const offset = (params.page - 1) * params.size;
  const isLoading = list.isPending;

  return (
    <PickersProvider>
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <TaskListFilters params={params} onChange={update} role={role} timeZone={timeZone} />
        </Paper>
        {list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(list.error)}
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
          {list.isFetching && !isLoading ? (
            <LinearProgress aria-label="Loading tasks" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
          ) : null}
          {isPhone ? (
            <TaskCards rows={rows} offset={offset} timeZone={timeZone} isLoading={isLoading} />
          ) : (
            <TaskTable rows={rows} offset={offset} timeZone={timeZone} isLoading={isLoading} />
          )}
          <TablePagination
            component="div"
            count={totalExact ? total : -1}
            labelDisplayedRows={({ from, to }) =>
              `${from}–${to} of ${totalExact ? total.toLocaleString('en-US') : `more than ${total.toLocaleString('en-US')}`}`
            }
            page={total === 0 ? 0 : Math.min(params.page - 1, Math.max(0, Math.ceil(total / params.size) - 1))}
            rowsPerPage={params.size}
            rowsPerPageOptions={[...LIMITS.pageSizes]}
            onPageChange={(_event, page) => update({ page: page + 1 })}
            onRowsPerPageChange={(event) => update({ size: Number(event.target.value) as PageSize })}
            labelRowsPerPage={isPhone ? 'Rows:' : 'Rows per page:'}
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } },
              '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
            }}
          />
        </Paper>
      </Stack>
    </PickersProvider>
  );
}
