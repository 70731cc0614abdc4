import { MSG, ROLE_LABELS, type Profile } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { isDepartmentBound } from '@/lib/roles';
import { PhoneEditor } from './phone-editor';
import { ProfilePhoto } from './profile-photo';

/** How long 'Updated successfully' stays (spec part 2 §8). */
const SUCCESS_MS = 2000;

function profileItems(profile: Profile, phone: DetailItem['value']): DetailItem[] {
  const items: DetailItem[] = [
    { label: 'Name', value: profile.name },
    { label: 'Role', value: ROLE_LABELS[profile.role] },
    { label: 'Email', value: profile.email },
    { label: 'Phone', value: phone },
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
    <Box role="status" aria-busy="true" aria-label="Loading profile">
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
  const update = useUpdateProfile();
  const hideSuccess = useTimeout();
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const save = async (change: Parameters<typeof update.mutateAsync>[0]) => {
    setResult(null);
    try {
      await update.mutateAsync(change);
      setResult({ severity: 'success', text: MSG.profile.updated });
      hideSuccess.schedule(() => setResult(null), SUCCESS_MS);
    } catch (error) {
      hideSuccess.clear();
      setResult({ severity: 'error', text: errorMessage(error).trim() });
      throw error;
    }
  };
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
              <ProfilePhoto
                name={profile.data.name}
                profilePath={profile.data.profilePath}
                isUploading={update.isPending && update.variables !== undefined && 'profilePhoto' in update.variables}
                onPick={(file) => void save({ profilePhoto: file }).catch(() => undefined)}
                onInvalid={(text) => {
                  hideSuccess.clear();
                  setResult({ severity: 'error', text });
                }}
              />
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
            {result ? (
              <Alert severity={result.severity} onClose={() => setResult(null)} sx={{ mb: 2.5 }}>
                {result.text}
              </Alert>
            ) : null}
            <DetailList
              items={profileItems(
                profile.data,
                <PhoneEditor phone={profile.data.phone} onSave={(phone) => save({ phone })} />,
              )}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
