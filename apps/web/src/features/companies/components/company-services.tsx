import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { useServiceOptions } from '@/lib/lookups/get-service-options';

export const NO_SERVICES = 'No services found';

/** Services tab (read only in this version): the company's services as the booking lookup offers them. */
export function CompanyServices({ companyId }: { companyId: string }) {
  const services = useServiceOptions({ search: '', companyId, divisionId: null });
  if (services.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading services">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Stack>
    );
  }
  if (services.isError) return <Alert severity="error">{errorMessage(services.error)}</Alert>;
  if (!services.data.length) {
    return (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {NO_SERVICES}
      </Typography>
    );
  }
  return (
    <List aria-label="Services" disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {services.data.map((service, index) => (
        <ListItem key={service._id} divider={index < services.data.length - 1}>
          <ListItemText primary={service.service} />
        </ListItem>
      ))}
    </List>
  );
}
