import { MSG } from '@casecover/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { BrandWordmark } from './brand-mark';

/** The not-found page: unknown paths and reset links that lead nowhere. */
export function NotFound() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
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
          color: 'primary.main',
          opacity: 0.18,
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
