import { LIMITS, MSG, type SessionUser, type UserListInput, type UserRow } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useDepartmentList } from '@/lib/lookups/get-department-list';
import { useUsers } from '../api/get-users';
import { useResendInvite } from '../api/resend-invite';
import { useRestoreUser } from '../api/restore-user';
import { useUnsuspendUser } from '../api/unsuspend-user';
import { useUserListParams } from '../hooks/use-user-list-params';
import {
  actionsFor,
  canFilterByDepartment,
  canManageUsers,
  roleFilterOptions,
  showsCompanyColumn,
  type UserAction,
} from '../utils/permissions';
import { ApproveUserDialog } from './approve-user-dialog';
import { ConfirmUserDialog } from './confirm-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { SuspendUserDialog } from './suspend-user-dialog';
import { UserCards } from './user-cards';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';

type DialogAction = Exclude<UserAction, 'restore' | 'invite'>;

interface OpenDialog {
  action: DialogAction;
  row: UserRow;
  /** A fresh form each time a dialog opens. */
  key: number;
}

/** The Users screen below its title: filters, the list, paging, and the Account Admin's row actions. */
export function UsersList({ user }: { user: SessionUser }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { params, update } = useUserListParams();
  const canManage = canManageUsers(user);
  const departments = useDepartmentList();
  const departmentOptions = departments.data ?? [];
  const showDepartment = canFilterByDepartment(user) && departmentOptions.length > 0;

  const input: UserListInput = {
    ...params,
    departmentId: canFilterByDepartment(user) ? params.departmentId : '',
    status: canManage ? params.status : '',
  };
  const users = useUsers(input);
  const pager = users.data?.pager;

  // A page past the end (after a delete, or an old link) moves back to the last page.
  useEffect(() => {
    if (pager && pager.total > 0 && params.page > pager.endPage) update({ page: pager.endPage });
  }, [pager, params.page, update]);

  const notices = useNotice();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const restore = useRestoreUser();
  const invite = useResendInvite();
  const unsuspend = useUnsuspendUser();
  const remove = useDeleteUser();

  const showSuccess = (text: string) => notices.show('success', text);
  const showError = (error: unknown) => notices.show('error', errorMessage(error));

  const onAction = (action: UserAction, row: UserRow) => {
    if (action === 'restore') {
      restore.mutate(row._id, { onSuccess: (r) => showSuccess(r.msg), onError: showError });
    } else if (action === 'invite') {
      invite.mutate(row._id, { onSuccess: (r) => showSuccess(r.msg), onError: showError });
    } else {
      setDialog({ action, row, key: Date.now() });
      setDialogOpen(true);
    }
  };
  const closeDialog = () => setDialogOpen(false);
  const dialogDone = (message: string) => {
    showSuccess(message);
    closeDialog();
  };
  const dialogProps = { onClose: closeDialog, onExited: () => setDialog(null) };

  const columns = { company: showsCompanyColumn(user), actions: canManage };
  const listProps = {
    rows: users.data?.data ?? [],
    firstNumber: (params.page - 1) * params.pageSize + 1,
    columns,
    viewerId: user.userId,
    isLoading: users.isPending,
    skeletonRows: Math.min(params.pageSize, 6),
    actionsFor: (row: UserRow) => actionsFor(row, user.userId),
    onAction,
  };

  return (
    <>
      <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <UserFilters
            params={params}
            departments={departmentOptions}
            roles={roleFilterOptions(user)}
            showDepartment={showDepartment}
            showStatus={canManage}
            onChange={update}
          />
        </Box>
        {users.isFetching && !users.isPending ? (
          <LinearProgress
            aria-label="Loading users"
            sx={{ position: 'absolute', left: 0, right: 0, height: 2, mt: '-2px' }}
          />
        ) : null}
        {users.isError ? (
          <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void users.refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(users.error)}
            </Alert>
          </Box>
        ) : (
          <>
            {isPhone ? <UserCards {...listProps} /> : <UsersTable {...listProps} />}
            <TablePagination
              component="div"
              count={pager?.total ?? 0}
              page={pager && pager.total > 0 ? Math.min(params.page, pager.endPage) - 1 : 0}
              rowsPerPage={params.pageSize}
              rowsPerPageOptions={LIMITS.pageSizes}
              onPageChange={(_event, page) => update({ page: page + 1 })}
              onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value), page: 1 })}
              labelRowsPerPage={isPhone ? 'Rows:' : 'Rows per page:'}
              sx={{ borderTop: 1, borderColor: 'divider' }}
            />
          </>
        )}
      </Paper>

      {dialog?.action === 'edit' ? (
        <EditUserDialog
          key={dialog.key}
          open={isDialogOpen}
          row={dialog.row}
          isSelf={dialog.row._id === user.userId}
          departments={departmentOptions}
          {...dialogProps}
        />
      ) : null}
      {dialog?.action === 'suspend' ? (
        <SuspendUserDialog key={dialog.key} open={isDialogOpen} row={dialog.row} onDone={dialogDone} {...dialogProps} />
      ) : null}
      {dialog?.action === 'approve' ? (
        <ApproveUserDialog
          key={dialog.key}
          open={isDialogOpen}
          row={dialog.row}
          departments={departmentOptions}
          onDone={dialogDone}
          {...dialogProps}
        />
      ) : null}
      {dialog?.action === 'unsuspend' ? (
        <ConfirmUserDialog
          key={dialog.key}
          open={isDialogOpen}
          title="Revoke Suspension"
          confirmLabel="Revoke Suspension"
          run={() => unsuspend.mutateAsync(dialog.row._id)}
          onDone={dialogDone}
          {...dialogProps}
        >
          <DialogContentText>
            Make <strong>{dialog.row.name}</strong> active again? They will be able to sign in.
          </DialogContentText>
          {dialog.row.suspendedNote ? (
            <Alert severity="info" icon={false} sx={{ mt: 2 }}>
              <strong>Suspension note:</strong> {dialog.row.suspendedNote}
            </Alert>
          ) : null}
        </ConfirmUserDialog>
      ) : null}
      {dialog?.action === 'delete' ? (
        <ConfirmUserDialog
          key={dialog.key}
          open={isDialogOpen}
          title="Delete User"
          confirmLabel="Delete"
          confirmColor="error"
          run={() => remove.mutateAsync(dialog.row._id)}
          onDone={dialogDone}
          {...dialogProps}
        >
          <Box sx={{ px: 2, py: 1.5, mb: 2, borderRadius: 2, bgcolor: 'background.default' }}>
            <Typography sx={{ fontWeight: 600 }}>{dialog.row.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {dialog.row.email}
            </Typography>
          </Box>
          <DialogContentText>{MSG.users.deleteConfirm}</DialogContentText>
        </ConfirmUserDialog>
      ) : null}

      <NoticeSnackbar {...notices} />
    </>
  );
}
