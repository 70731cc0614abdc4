import { ROLE_LABELS, type SessionUser } from '@casecover/shared';
import SwitchAccount from '@mui/icons-material/SwitchAccountOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/**
 * Under the top bar for as long as a Super Admin works in someone else's session: it names the
 * user he acts as and himself, and takes him back.
 */
export function SwitchBanner({ user, onSwitchBack }: { user: SessionUser; onSwitchBack: () => void }) {
  const organisation = user.accountName ?? user.companyName;
  const who = [ROLE_LABELS[user.role], organisation].filter(Boolean).join(', ');
  return (
    <Box
      role="region"
      aria-label="Switched session"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        px: { xs: 2, sm: 3 },
        py: 0.75,
        // A pale warning tint with dark text: readable, and unlike anything else in the header.
        bgcolor: (theme) => alpha(theme.palette.warning.main, 0.14),
        color: 'text.primary',
        borderTop: 2,
        borderColor: 'warning.main',
      }}
    >
      <SwitchAccount fontSize="small" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, color: 'inherit' }}>
        Working as <strong>{user.username}</strong> ({who}) — switched in by{' '}
        <strong>{user.impersonatorName ?? 'a Super Admin'}</strong> (Super Admin)
      </Typography>
      <Button size="small" variant="outlined" color="warning" onClick={onSwitchBack} sx={{ flexShrink: 0 }}>
        Switch to Super Admin
      </Button>
    </Box>
  );
}
