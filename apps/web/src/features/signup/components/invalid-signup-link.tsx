import { MSG } from '@casecover/shared';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The not-valid-user page: the invitation link was used, has expired, or never existed. */
export function InvalidSignupLink() {
  return (
    <Box sx={{ textAlign: 'center', py: 1 }}>
      <Box
        sx={{
          mx: 'auto',
          mb: 2.5,
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
          color: 'primary.main',
        }}
      >
        <LinkOff aria-hidden="true" />
      </Box>
      <Typography variant="h1">{MSG.signup.invalidHeading}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3.5 }}>
        {MSG.signup.invalidText}
      </Typography>
      <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
        Back to Sign in
      </Button>
    </Box>
  );
}
