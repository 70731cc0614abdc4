import { MSG, ROLE_LABELS, type SessionUser } from '@casecover/shared';
import Business from '@mui/icons-material/BusinessOutlined';
import LocalHospital from '@mui/icons-material/LocalHospitalOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '@/components/detail-list';
import { InitialsAvatar } from '@/components/initials-avatar';
import { paths } from '@/config/paths';
import { isDepartmentBound } from '@/lib/roles';

function organisationOf(user: SessionUser): { kind: 'Hospital' | 'Company'; name: string } | null {
  if (user.accountName) return { kind: 'Hospital', name: user.accountName };
  if (user.companyName) return { kind: 'Company', name: user.companyName };
  return null;
}

/** The signed-in user's account at a glance. Until approved, only the waiting notice shows. */
export function AccountOverview({ user, timeZone }: { user: SessionUser; timeZone: string }) {
  if (!user.approved) {
    return (
      <Alert severity="info" sx={{ py: 2, px: 2.5 }}>
        <AlertTitle>Welcome, {user.username}</AlertTitle>
        {MSG.auth.pendingApproval}
      </Alert>
    );
  }
  const organisation = organisationOf(user);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <InitialsAvatar name={user.username} sx={{ width: 56, height: 56, fontSize: '1.25rem' }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
                Welcome, {user.username}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75, flexWrap: 'wrap' }}>
                <Chip size="small" color="primary" label={ROLE_LABELS[user.role]} />
                {user.departmentName ? <Chip size="small" variant="outlined" label={user.departmentName} /> : null}
              </Box>
            </Box>
          </Box>
          {organisation ? (
            <Box
              sx={{
                mt: 3,
                p: 2,
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                borderRadius: 2,
                bgcolor: 'background.default',
              }}
            >
              {organisation.kind === 'Hospital' ? (
                <LocalHospital color="primary" aria-hidden="true" />
              ) : (
                <Business color="primary" aria-hidden="true" />
              )}
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {organisation.kind}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{organisation.name}</Typography>
              </Box>
            </Box>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Your account
          </Typography>
          <DetailList
            items={[
              { label: 'Email', value: user.email },
              { label: 'Role', value: ROLE_LABELS[user.role] },
              ...(isDepartmentBound(user.role) ? [{ label: 'Team/Department', value: user.departmentName }] : []),
              { label: 'Time zone', value: timeZone.replace(/_/g, ' ') },
            ]}
          />
          <Button
            component={RouterLink}
            to={paths.profile}
            variant="outlined"
            startIcon={<ManageAccounts />}
            sx={{ mt: 3 }}
          >
            View profile
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
