import { MSG } from '@casecover/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandWordmark } from '@/components/brand-mark';
import { NotFound } from '@/components/not-found';

/** A page that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Box
      component="main"
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
      }}
    >
      <Box sx={{ mb: 4 }}>
        <BrandWordmark />
      </Box>
      <Typography variant="h1">{MSG.serverError}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        The page could not be shown. Reloading usually fixes this.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
