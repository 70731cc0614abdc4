import { MSG, type SessionUser } from '@casecover/shared';
import HourglassEmpty from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/components/detail-list';

/**
 * What a registrant who joined an existing hospital sees until its administrator approves him:
 * who he is, where he asked to join and what happens next. Nothing he could not yet use.
 */
export function AwaitingApproval({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 1, md: 4 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <HourglassEmpty color="primary" aria-hidden="true" />
            <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.6rem' } }}>
              Awaiting approval
            </Typography>
          </Box>
          <Typography sx={{ mb: 1 }}>Welcome, {user.username}.</Typography>
          <Typography sx={{ mb: 1 }}>{MSG.auth.pendingApproval}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Once you are approved, sign in again to see the calendar, tasks and users of your hospital.
          </Typography>
          <DetailList
            items={[
              { label: 'Hospital', value: user.accountName },
              { label: 'Email', value: user.email },
            ]}
          />
          <Button variant="outlined" onClick={onLogout} sx={{ mt: 3 }}>
            Log out
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
