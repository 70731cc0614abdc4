import { ROLE_LABELS, type UserRow } from '@casecover/shared';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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
  const headers = [
    '#',
    'NAME',
    'PHONE',
    'EMAIL',
    'ROLE',
    'DEPARTMENT',
    ...(columns.company ? ['COMPANY'] : []),
    ...(columns.actions ? ['ACTIONS'] : []),
  ];
  return (
    <TableContainer>
      <Table size="small" aria-label="Users" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell
                key={header}
                align={header === 'ACTIONS' ? 'right' : 'left'}
                sx={{
                  py: 1.25,
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  letterSpacing: '0.04em',
                  color: 'text.secondary',
                  bgcolor: 'background.default',
                  whiteSpace: 'nowrap',
                  width: header === '#' ? 56 : undefined,
                }}
              >
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {isLoading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <TableRow key={i} aria-hidden="true">
                  {headers.map((header) => (
                    <TableCell key={header} sx={{ py: 1.5 }}>
                      <Skeleton width={header === '#' ? 20 : header === 'ACTIONS' ? 28 : '75%'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : null}
          {!isLoading && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {NO_DATA}
              </TableCell>
            </TableRow>
          ) : null}
          {!isLoading
            ? rows.map((row, index) => (
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
              ))
            : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
