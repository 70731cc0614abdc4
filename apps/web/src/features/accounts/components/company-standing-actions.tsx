import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useCompanyStanding } from '../api/get-account';
import { OrganisationStatusChip } from './status-chip';
import { SuspendDialog } from './suspend-dialog';

/** The Super Admin's strip on a vendor company's page: its status, Suspend or Restore, and switching in. */
export function CompanyStandingActions({ companyId, switchAction }: { companyId: string; switchAction: ReactNode }) {
  const standing = useCompanyStanding(companyId, true);
  const [isConfirming, setConfirming] = useState(false);
  const { show, ...notice } = useNotice();
  if (standing.isPending) return <Skeleton variant="rounded" height={64} />;
  if (standing.isError) return <Alert severity="error">{errorMessage(standing.error)}</Alert>;
  const company = standing.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Super Admin"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Typography sx={{ fontWeight: 600 }}>Super Admin</Typography>
      <OrganisationStatusChip status={company.status} />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
        {company.users.length} {company.users.length === 1 ? 'user' : 'users'}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {company.status === 'active' ? switchAction : null}
        <Button
          variant="outlined"
          color={company.status === 'active' ? 'warning' : 'primary'}
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
        >
          {company.status === 'active' ? 'Suspend Company' : 'Restore Company'}
        </Button>
      </Stack>
      <SuspendDialog
        open={isConfirming}
        kind="company"
        id={company._id}
        name={company.name}
        status={company.status}
        onClose={() => setConfirming(false)}
        onDone={(message) => {
          setConfirming(false);
          show('success', message);
        }}
      />
      <NoticeSnackbar {...notice} />
    </Paper>
  );
}
