import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandWordmark } from './brand-mark';

/**
 * Public pages (sign in, register, reset): a brand panel beside the form on wide screens,
 * the form alone on phones.
 */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: { md: 380, lg: 460 },
          flexShrink: 0,
          p: 5,
          color: '#fff',
          background: 'linear-gradient(160deg, #1d5fa8 0%, #174d8a 55%, #123c6c 100%)',
        }}
      >
        <BrandWordmark inverted />
        <Box>
          <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3, mb: 2 }}>
            Vendor coverage for every case, scheduled in one place.
          </Typography>
          <Typography component="p" sx={{ opacity: 0.85, lineHeight: 1.6 }}>
            Hospitals book device reps onto clinical cases and visits, and follow each task from request to completion.
          </Typography>
        </Box>
        <Typography component="p" variant="body2" sx={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} CaseCover
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: { xs: 'flex-start', sm: 'center' },
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 6 },
        }}
      >
        <Box sx={{ display: { xs: 'flex', md: 'none' }, mb: 3 }}>
          <BrandWordmark />
        </Box>
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth: wide ? 640 : 440, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
