import type { OrganisationStatus } from '@casecover/shared';
import Chip from '@mui/material/Chip';

/** Active or Suspended, for an account or a company. */
export function OrganisationStatusChip({ status }: { status: OrganisationStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'success' : 'warning'}
      label={status === 'active' ? 'Active' : 'Suspended'}
      sx={{ height: 22, fontSize: '0.75rem', fontWeight: 600 }}
    />
  );
}
