import { MSG, type Department } from '@casecover/shared';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useDepartments } from '../api/get-departments';
import { DeleteDepartmentDialog } from './delete-department-dialog';
import { DepartmentFormDialog } from './department-form-dialog';
import { DepartmentGrid, DepartmentGridSkeleton } from './department-grid';

type OpenDialog =
  | { kind: 'add'; key: number }
  | { kind: 'edit'; department: Department; key: number }
  | { kind: 'delete'; department: Department; key: number };

/** Case-insensitive "contains", as the other search boxes of the product behave. */
function matches(department: Department, search: string) {
  return department.name.toLowerCase().includes(search.trim().toLowerCase());
}

/**
 * The Departments screen below its title: the search box, the grid, and for the Account Admin
 * +Add Department with the add, edit and delete dialogs. The search lives in the URL (`?search=`).
 */
export function DepartmentsScreen({ canManage }: { canManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const departments = useDepartments();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const notices = useNotice();

  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );

  const open = (next: OpenDialog) => {
    setDialog(next);
    setDialogOpen(true);
  };
  const close = () => setDialogOpen(false);
  const done = (message: string) => {
    close();
    notices.show('success', message);
  };
  const dialogProps = { open: isDialogOpen, onClose: close, onExited: () => setDialog(null) };

  const all = departments.data ?? [];
  const shown = search.trim() ? all.filter((d) => matches(d, search)) : all;

  let body;
  if (departments.isPending) {
    body = <DepartmentGridSkeleton />;
  } else if (departments.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void departments.refetch()}>
            Try again
          </Button>
        }
      >
        {MSG.departments.loadFailed} {errorMessage(departments.error)}
      </Alert>
    );
  } else if (all.length === 0) {
    body = (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {MSG.departments.empty}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {canManage ? MSG.departments.emptyAdmin : MSG.departments.emptyReader}
        </Typography>
      </Box>
    );
  } else if (shown.length === 0) {
    body = (
      <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {MSG.departments.noMatch}
      </Typography>
    );
  } else {
    body = (
      <DepartmentGrid
        departments={shown}
        canManage={canManage}
        onEdit={(department) => open({ kind: 'edit', department, key: Date.now() })}
        onDelete={(department) => open({ kind: 'delete', department, key: Date.now() })}
      />
    );
  }

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 2.5,
          }}
        >
          <TextField
            type="search"
            size="small"
            placeholder="Search Here"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search departments', maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {canManage ? (
            <Button
              variant="contained"
              onClick={() => open({ kind: 'add', key: Date.now() })}
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              +Add Department
            </Button>
          ) : null}
        </Box>
        {body}
      </Paper>

      {dialog?.kind === 'add' ? (
        <DepartmentFormDialog key={dialog.key} department={null} onSaved={done} {...dialogProps} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <DepartmentFormDialog key={dialog.key} department={dialog.department} onSaved={done} {...dialogProps} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDepartmentDialog key={dialog.key} department={dialog.department} onDeleted={done} {...dialogProps} />
      ) : null}

      <NoticeSnackbar {...notices} />
    </>
  );
}
