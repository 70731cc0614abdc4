import type { SessionUser } from '@casecover/shared';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { fileUrl } from '@/config/services';

const DEFAULT_LOGO = '/logo.svg';

/** The organisation's logo when one is stored and loads, else the CaseCover logo. */
export function AppLogo({ user }: { user: SessionUser }) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const custom = user.hospitalLogo && user.hospitalLogo !== failedPath ? user.hospitalLogo : null;
  const alt = custom ? (user.accountName ?? user.companyName ?? 'CaseCover') : 'CaseCover';
  return (
    <Box
      component={RouterLink}
      to={paths.dashboard}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="img"
        src={custom ? fileUrl(custom) : DEFAULT_LOGO}
        alt={alt}
        onError={() => {
          if (custom) setFailedPath(custom);
        }}
        sx={{ height: { xs: 32, sm: 36 }, width: 'auto', maxWidth: 200, objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
}
