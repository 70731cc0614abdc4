import { ROLE_LABELS, type Profile } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { InitialsAvatar } from '@/components/initials-avatar';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { isDepartmentBound } from '@/lib/roles';

function profileItems(profile: Profile): DetailItem[] {
  const items: DetailItem[] = [
    { label: 'Name', value: profile.name },
    { label: 'Role', value: ROLE_LABELS[profile.role] },
    { label: 'Email', value: profile.email },
    { label: 'Phone', value: profile.phone },
  ];
  if (profile.accountName) items.push({ label: 'Hospital', value: profile.accountName });
  else if (profile.companyName) items.push({ label: 'Company', value: profile.companyName });
  if (isDepartmentBound(profile.role)) {
    items.push({ label: 'Team/Department', value: profile.department_details[0]?.name ?? null });
  }
  return items;
}

function ProfileSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading profile">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={28} />
          <Skeleton width="25%" />
        </Box>
      </Box>
      {[0, 1, 2, 3, 4].map((i) => (
        <Box key={i} sx={{ display: 'flex', gap: 3, mb: 1.5 }}>
          <Skeleton width={140} />
          <Skeleton sx={{ flex: 1 }} />
        </Box>
      ))}
    </Box>
  );
}

export function ManageProfile() {
  const profile = useProfile();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Typography variant="h2">Manage Profile</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Your details as your colleagues see them.
        </Typography>
        <Divider sx={{ my: 2.5 }} />
        {profile.isPending ? <ProfileSkeleton /> : null}
        {profile.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(profile.error)}
          </Alert>
        ) : null}
        {profile.isSuccess ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
              <InitialsAvatar name={profile.data.name} sx={{ width: 64, height: 64, fontSize: '1.4rem' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontSize: '1.15rem', fontWeight: 650 }}>{profile.data.name}</Typography>
                <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                  <Chip size="small" color="primary" variant="outlined" label={ROLE_LABELS[profile.data.role]} />
                  {profile.data.approved ? null : (
                    <Chip size="small" color="warning" variant="outlined" label="Awaiting approval" />
                  )}
                </Box>
              </Box>
            </Box>
            <DetailList items={profileItems(profile.data)} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
