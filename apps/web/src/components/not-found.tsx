import { MSG } from '@casecover/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useIsInsideMain } from '@/lib/main-landmark';
import { BrandWordmark } from './brand-mark';

/**
 * The not-found page: unknown paths and reset links that lead nowhere. Inside the signed-in frame
 * it fills the frame's content area rather than opening a second `main` landmark.
 */
export function NotFound() {
  const isInsideMain = useIsInsideMain();
  return (
    <Box
      component={isInsideMain ? 'div' : 'main'}
      sx={{
        minHeight: isInsideMain ? '60vh' : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ mb: 5 }}>
        <BrandWordmark />
      </Box>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '4.5rem', sm: '6rem' },
          fontWeight: 800,
          lineHeight: 1,
          // Light, but at 3:1 for large text (WCAG 1.4.3), though the heading below says it in words.
          color: 'primary.light',
        }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {MSG.notFoundPage.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4, maxWidth: 420 }}>
        {MSG.notFoundPage.text}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" size="large">
        {MSG.notFoundPage.back}
      </Button>
    </Box>
  );
}
