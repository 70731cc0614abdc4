import { ROLE_LABELS, type UserRow } from '@casecover/shared';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTable, NUMBER_COLUMN, type DataColumn } from '@/components/data-table';
import { InitialsAvatar } from '@/components/initials-avatar';
import { fileUrl } from '@/config/services';
import type { UserAction } from '../utils/permissions';
import { UserActionsMenu } from './user-actions-menu';
import { UserStatusChip } from './user-status-chip';

export interface UserColumns {
  company: boolean;
  actions: boolean;
}

export const NO_DATA = 'No data found';

export function departmentNames(row: UserRow): string {
  return row.department_details.map((d) => d.name).join(', ');
}

function Empty() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }} aria-label="None">
      —
    </Box>
  );
}

/** What the table (wide screens) and the cards (phone width) show the users list from. */
export interface UserListViewProps {
  rows: UserRow[];
  firstNumber: number;
  columns: UserColumns;
  viewerId: string;
  isLoading: boolean;
  skeletonRows: number;
  actionsFor: (row: UserRow) => UserAction[];
  onAction: (action: UserAction, row: UserRow) => void;
}

/** The users table: #, NAME, PHONE, EMAIL, ROLE, DEPARTMENT, then COMPANY and ACTIONS for those who get them. */
export function UsersTable({
  rows,
  firstNumber,
  columns,
  viewerId,
  isLoading,
  skeletonRows,
  actionsFor,
  onAction,
}: UserListViewProps) {
  const headers: DataColumn[] = [
    NUMBER_COLUMN,
    { header: 'NAME' },
    { header: 'PHONE' },
    { header: 'EMAIL' },
    { header: 'ROLE' },
    { header: 'DEPARTMENT' },
    ...(columns.company ? [{ header: 'COMPANY' }] : []),
    ...(columns.actions ? [{ header: 'ACTIONS', align: 'right', skeletonWidth: 28 } as const] : []),
  ];
  return (
    <DataTable
      label="Users"
      columns={headers}
      rows={rows}
      isLoading={isLoading}
      skeletonRows={skeletonRows}
      empty={NO_DATA}
      tableSx={{ minWidth: 760 }}
      renderRow={(row, index) => (
        <TableRow key={row._id} hover>
          <TableCell sx={{ color: 'text.secondary' }}>{firstNumber + index}</TableCell>
          <TableCell>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <InitialsAvatar
                name={row.name}
                src={row.profilePath ? fileUrl(row.profilePath) : undefined}
                alt=""
                sx={{ width: 28, height: 28, fontSize: '0.75rem' }}
              />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.name}
              </Typography>
              {row._id === viewerId ? (
                <Typography variant="caption" color="text.secondary">
                  (you)
                </Typography>
              ) : null}
              <UserStatusChip row={row} />
            </Box>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.phone || <Empty />}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABELS[row.role]}</TableCell>
          <TableCell>{departmentNames(row) || <Empty />}</TableCell>
          {columns.company ? <TableCell>{row.company ?? <Empty />}</TableCell> : null}
          {columns.actions ? (
            <TableCell align="right" sx={{ py: 0.5 }}>
              <UserActionsMenu row={row} actions={actionsFor(row)} onAction={onAction} />
            </TableCell>
          ) : null}
        </TableRow>
      )}
    />
  );
}
