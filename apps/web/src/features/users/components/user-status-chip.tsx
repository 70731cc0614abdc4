import type { UserRow } from '@casecover/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { USER_STATUS_LABELS, userStatusOf, type UserStatus } from '../utils/user-status';

const COLORS: Record<UserStatus, ChipProps['color']> = {
  active: 'success',
  suspended: 'warning',
  deleted: 'error',
  pending: 'info',
  invited: 'secondary',
};

export function UserStatusChip({ row }: { row: UserRow }) {
  const status = userStatusOf(row);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={USER_STATUS_LABELS[status]}
      sx={{ height: 22, fontSize: '0.75rem', fontWeight: 600 }}
    />
  );
}
