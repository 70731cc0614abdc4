import { ROLE_LABELS } from '@casecover/shared';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RESCUED_FOCUS_RING, useFocusRescue } from '@/lib/use-focus-rescue';
import { UserActionsMenu } from './user-actions-menu';
import { UserStatusChip } from './user-status-chip';
import { NO_DATA, departmentNames, type UserListViewProps } from './users-table';

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 88, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The users list at phone width: one card per user, the same fields as the table's columns. */
export function UserCards({
  rows,
  firstNumber,
  columns,
  viewerId,
  isLoading,
  skeletonRows,
  actionsFor,
  onAction,
}: UserListViewProps) {
  // A card leaving the list (suspended, deleted) leaves the focus on the list.
  const { targetRef, containerProps } = useFocusRescue<HTMLUListElement>(rows);
  if (isLoading) {
    return (
      <Box aria-hidden="true">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Box key={i} sx={{ px: 2, py: 1.75, borderTop: 1, borderColor: 'divider' }}>
            <Skeleton width="55%" height={24} />
            <Skeleton width="80%" />
            <Skeleton width="65%" />
          </Box>
        ))}
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        {NO_DATA}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      ref={targetRef}
      tabIndex={-1}
      aria-label="Users"
      {...containerProps}
      sx={{ listStyle: 'none', m: 0, p: 0, '&:focus-visible': RESCUED_FOCUS_RING }}
    >
      {rows.map((row, index) => (
        <Box
          component="li"
          key={row._id}
          aria-label={row.name}
          sx={{ px: 2, py: 1.75, borderTop: 1, borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ pt: 0.25, minWidth: 24 }}>
              {firstNumber + index}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.75 }}>
                <Typography sx={{ fontWeight: 650 }}>{row.name}</Typography>
                {row._id === viewerId ? (
                  <Typography variant="caption" color="text.secondary">
                    (you)
                  </Typography>
                ) : null}
                <UserStatusChip row={row} />
              </Box>
              <Box sx={{ display: 'grid', gap: 0.25 }}>
                <Line label="Role" value={ROLE_LABELS[row.role]} />
                <Line label="Email" value={row.email} />
                <Line label="Phone" value={row.phone} />
                <Line label="Department" value={departmentNames(row)} />
                {columns.company ? <Line label="Company" value={row.company} /> : null}
              </Box>
            </Box>
            {columns.actions ? (
              <Box sx={{ mt: -0.5, mr: -0.75 }}>
                <UserActionsMenu row={row} actions={actionsFor(row)} onAction={onAction} />
              </Box>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
