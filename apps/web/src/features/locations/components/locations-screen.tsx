import { LOCATION_LIST_PAGE_SIZE, type AssociatedTask, type LocationRow, type SessionUser } from '@casecover/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Search from '@mui/icons-material/Search';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { DataTable, NUMBER_COLUMN, type DataColumn } from '@/components/data-table';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCheckAssociatedTasks } from '../api/check-associated-tasks';
import { useLocations } from '../api/get-locations';
import { useLocationListParams } from '../hooks/use-location-list-params';
import { AssociatedTasksDialog } from './associated-tasks-dialog';
import { DeleteLocationDialog } from './delete-location-dialog';
import { LocationDetailsDialog } from './location-details-dialog';
import { LocationFormDialog } from './location-form-dialog';
import { TaskLocationSwitch } from './task-location-switch';
import { canManageLocations } from '../utils/permissions';

export const NO_LOCATIONS = 'No data found';
type Action = 'view' | 'edit' | 'delete';

type OpenDialog =
  | { kind: 'view' | 'edit' | 'delete'; row: LocationRow; key: number }
  | { kind: 'add'; key: number }
  | { kind: 'associated'; row: LocationRow; tasks: AssociatedTask[]; key: number };

const COLUMNS: DataColumn[] = [
  NUMBER_COLUMN,
  { header: 'NAME', width: '24%' },
  { header: 'ADDRESS' },
  { header: 'DESCRIPTION' },
  { header: 'ACTION', align: 'right', width: 132 },
];

function RowActions({
  row,
  canManage,
  onAction,
}: {
  row: LocationRow;
  canManage: boolean;
  onAction: (action: Action, row: LocationRow) => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
      <Tooltip title="View details">
        <IconButton size="small" aria-label={`View details of ${row.name}`} onClick={() => onAction('view', row)}>
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {canManage ? (
        <>
          <Tooltip title="Delete">
            <IconButton size="small" aria-label={`Delete ${row.name}`} onClick={() => onAction('delete', row)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${row.name}`} onClick={() => onAction('edit', row)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ) : null}
    </Box>
  );
}

const muted = (text: string) =>
  text ? (
    text
  ) : (
    <Box component="span" sx={{ color: 'text.disabled' }} aria-label="None">
      —
    </Box>
  );

/**
 * The Locations screen: the title with the Task Location switch and Add Location, the search, the
 * table (cards on a phone), paging, the dialogs and the notices.
 */
export function LocationsScreen({ user, timeZone }: { user: SessionUser; timeZone: string }) {
  const canManage = canManageLocations(user);
  const notices = useNotice();
  const onNotice = notices.show;
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { params, update } = useLocationListParams();
  const [searchText, setSearchText] = useState(params.search);
  const debounced = useDebouncedValue(searchText, 300);
  useEffect(() => {
    if (debounced.trim() !== params.search) update({ search: debounced.trim(), page: 1 });
  }, [debounced, params.search, update]);

  const list = useLocations({ search: params.search, pageNumber: params.page, pageSize: LOCATION_LIST_PAGE_SIZE });
  const pager = list.data?.pager;
  useEffect(() => {
    if (pager && pager.total > 0 && params.page > pager.endPage) update({ page: pager.endPage });
  }, [pager, params.page, update]);

  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const check = useCheckAssociatedTasks();
  const open = (next: OpenDialog) => {
    setDialog(next);
    setDialogOpen(true);
  };

  const onAction = (action: Action, row: LocationRow) => {
    if (action !== 'delete') {
      open({ kind: action, row, key: Date.now() });
      return;
    }
    // Delete starts by asking whether open tasks still use the location. The button stays enabled
    // meanwhile (a disabled one drops the focus, and the dialog could not give it back); a second
    // press while the question is out does nothing.
    if (check.isPending) return;
    check.mutate(row._id, {
      onSuccess: (res) =>
        open(
          res.canDelete
            ? { kind: 'delete', row, key: Date.now() }
            : { kind: 'associated', row, tasks: res.data, key: Date.now() },
        ),
      onError: (error) => onNotice('error', errorMessage(error)),
    });
  };
  const dialogProps = { open: isDialogOpen, onClose: () => setDialogOpen(false), onExited: () => setDialog(null) };

  const rows = list.data?.data ?? [];
  const firstNumber = (params.page - 1) * LOCATION_LIST_PAGE_SIZE + 1;
  const isLoading = list.isPending;

  const table = (
    <DataTable
      label="Locations"
      columns={COLUMNS}
      rows={rows}
      isLoading={isLoading}
      skeletonRows={5}
      empty={NO_LOCATIONS}
      tableSx={{ minWidth: 720, tableLayout: 'fixed' }}
      renderRow={(row, index) => (
        <TableRow key={row._id} hover>
          <TableCell sx={{ color: 'text.secondary' }}>{firstNumber + index}</TableCell>
          <TableCell sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{row.name}</TableCell>
          <TableCell sx={{ wordBreak: 'break-word' }}>{row.address.formattedAddress}</TableCell>
          <TableCell sx={{ wordBreak: 'break-word', color: 'text.secondary' }}>{muted(row.description)}</TableCell>
          <TableCell align="right">
            <RowActions row={row} canManage={canManage} onAction={onAction} />
          </TableCell>
        </TableRow>
      )}
    />
  );

  const cards = (
    <Stack component="ul" aria-label="Locations" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {isLoading ? (
        <Box component="li" sx={{ p: 2 }} aria-hidden="true">
          <Skeleton />
          <Skeleton width="60%" />
        </Box>
      ) : null}
      {!isLoading && rows.length === 0 ? (
        <Box component="li" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          {NO_LOCATIONS}
        </Box>
      ) : null}
      {!isLoading
        ? rows.map((row, index) => (
            <Box component="li" key={row._id} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 20, pt: 0.25 }}>
                  {firstNumber + index}
                </Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{row.name}</Typography>
                  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                    {row.address.formattedAddress}
                  </Typography>
                  {row.description ? (
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                      {row.description}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
              <RowActions row={row} canManage={canManage} onAction={onAction} />
            </Box>
          ))
        : null}
    </Stack>
  );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <Typography variant="h1">Locations</Typography>
          <TaskLocationSwitch checked={user.task_location} disabled={!canManage} onNotice={onNotice} />
        </Box>
        {canManage ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => open({ kind: 'add', key: Date.now() })}>
            Add Location
          </Button>
        ) : null}
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <TextField
            size="small"
            placeholder="Search Here"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search locations', maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {(list.isFetching && !list.isPending) || check.isPending ? (
          <LinearProgress
            aria-label="Loading locations"
            sx={{ position: 'absolute', left: 0, right: 0, height: 2, mt: '-2px' }}
          />
        ) : null}
        {list.isError ? (
          <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
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
          </Box>
        ) : (
          <>
            {isPhone ? cards : table}
            <TablePagination
              component="div"
              count={pager?.total ?? 0}
              page={pager && pager.total > 0 ? Math.min(params.page, pager.endPage) - 1 : 0}
              rowsPerPage={LOCATION_LIST_PAGE_SIZE}
              rowsPerPageOptions={[LOCATION_LIST_PAGE_SIZE]}
              onPageChange={(_event, page) => update({ page: page + 1 })}
              sx={{ borderTop: 1, borderColor: 'divider' }}
            />
          </>
        )}
      </Paper>

      {dialog?.kind === 'add' ? <LocationFormDialog key={dialog.key} location={null} {...dialogProps} /> : null}
      {dialog?.kind === 'edit' ? <LocationFormDialog key={dialog.key} location={dialog.row} {...dialogProps} /> : null}
      {dialog?.kind === 'view' ? (
        <LocationDetailsDialog key={dialog.key} location={dialog.row} {...dialogProps} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteLocationDialog key={dialog.key} location={dialog.row} {...dialogProps} />
      ) : null}
      {dialog?.kind === 'associated' ? (
        <AssociatedTasksDialog
          key={dialog.key}
          locationName={dialog.row.name}
          tasks={dialog.tasks}
          timeZone={timeZone}
          {...dialogProps}
        />
      ) : null}

      <NoticeSnackbar {...notices} />
    </>
  );
}
