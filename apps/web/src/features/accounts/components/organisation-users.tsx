import { ROLE_LABELS, type AccountUser } from '@casecover/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '@/components/data-table';

const STATUS: Record<AccountUser['status'], { label: string; color: ChipProps['color'] }> = {
  active: { label: 'Active', color: 'success' },
  suspended: { label: 'Suspended', color: 'warning' },
  deleted: { label: 'Deleted', color: 'error' },
  pending: { label: 'Pending', color: 'info' },
};

/** An account's or company's people: name, email, role, status, and what the Super Admin may do with each. */
export function OrganisationUsers({
  users,
  renderAction,
}: {
  users: AccountUser[];
  renderAction?: (user: AccountUser) => ReactNode;
}) {
  const columns: DataColumn[] = [
    ...['NAME', 'EMAIL', 'ROLE', 'STATUS'].map((header) => ({ header })),
    ...(renderAction ? [{ header: 'ACTION', align: 'right' as const }] : []),
  ];
  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={users}
      isLoading={false}
      skeletonRows={0}
      empty="No users yet"
      tableSx={{ minWidth: 640 }}
      renderRow={(user) => (
        <TableRow key={user._id}>
          <TableCell sx={{ fontWeight: 600 }}>{user.name}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABELS[user.role]}</TableCell>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              color={STATUS[user.status].color}
              label={STATUS[user.status].label}
              sx={{ height: 22, fontSize: '0.75rem', fontWeight: 600 }}
            />
          </TableCell>
          {renderAction ? <TableCell align="right">{renderAction(user)}</TableCell> : null}
        </TableRow>
      )}
    />
  );
}
