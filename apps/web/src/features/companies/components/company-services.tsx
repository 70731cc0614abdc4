import { MSG, canManageCompanyCatalogue, type CompanyService } from '@casecover/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { ToastAlert } from '@/components/toast-alert';
import { useCompanyServices } from '../api/get-company-services';
import { ServiceDeleteDialog } from './service-delete-dialog';
import { ServiceFormDialog } from './service-form-dialog';

export const NO_SERVICES = MSG.companyServices.empty;
const TOAST_VISIBLE_MS = 3000;

type OpenDialog =
  | { kind: 'add'; key: number }
  | { kind: 'edit'; service: CompanyService; key: number }
  | { kind: 'delete'; service: CompanyService; key: number };

/** "Cardiac Rhythm · Cardiovascular": the type, and the division a large company's service belongs to. */
function describe(service: CompanyService): string {
  return [service.serviceType?.serviceType ?? 'No service type', service.division].filter(Boolean).join(' \u00b7 ');
}

/** A small notice at the bottom right, as the other screens show their successes. */
export function SuccessToast({
  message,
  open,
  onClose,
}: {
  message: string | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={message}
      open={open}
      autoHideDuration={TOAST_VISIBLE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <ToastAlert severity="success" onClose={onClose} sx={{ minWidth: 280 }}>
        {message}
      </ToastAlert>
    </Snackbar>
  );
}

/**
 * Services tab: the company's services with their type. Its Company Admins and the Super Admin
 * add, edit and delete them (a service that tasks name is archived by the server); everyone else
 * who sees the company reads the list.
 */
export function CompanyServices({ companyId }: { companyId: string }) {
  const session = useSession();
  const canManage = session ? canManageCompanyCatalogue(session.user, companyId) : false;
  const services = useCompanyServices(companyId);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [isToastOpen, setToastOpen] = useState(false);

  const open = (next: OpenDialog) => {
    setDialog(next);
    setDialogOpen(true);
  };
  const close = () => setDialogOpen(false);
  const done = (message: string) => {
    close();
    setToast(message);
    setToastOpen(true);
  };
  const dialogProps = { open: isDialogOpen, onClose: close, onExited: () => setDialog(null), companyId };

  let body;
  if (services.isPending) {
    body = (
      <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading services">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    );
  } else if (services.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void services.refetch()}>
            Try again
          </Button>
        }
      >
        {MSG.companyServices.loadFailed} {errorMessage(services.error)}
      </Alert>
    );
  } else if (!services.data.length) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {NO_SERVICES}
      </Typography>
    );
  } else {
    body = (
      <List aria-label="Services" disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        {services.data.map((service, index) => (
          <ListItem
            key={service._id}
            divider={index < services.data.length - 1}
            secondaryAction={
              canManage ? (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit ${service.service}`}
                      onClick={() => open({ kind: 'edit', service, key: Date.now() })}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${service.service}`}
                      onClick={() => open({ kind: 'delete', service, key: Date.now() })}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              ) : undefined
            }
            sx={canManage ? { pr: 13 } : undefined}
          >
            <ListItemText
              primary={service.service}
              secondary={describe(service)}
              slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <>
      {canManage ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => open({ kind: 'add', key: Date.now() })}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            Add Service
          </Button>
        </Box>
      ) : null}
      {body}

      {dialog?.kind === 'add' ? (
        <ServiceFormDialog key={dialog.key} service={null} onSaved={done} {...dialogProps} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ServiceFormDialog key={dialog.key} service={dialog.service} onSaved={done} {...dialogProps} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ServiceDeleteDialog key={dialog.key} service={dialog.service} onDeleted={done} {...dialogProps} />
      ) : null}
      <SuccessToast message={toast} open={isToastOpen} onClose={() => setToastOpen(false)} />
    </>
  );
}
