import { MSG, type CompanyService } from '@casecover/shared';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteService } from '../api/delete-service';

/**
 * The spec's delete question. The server deletes the service, or archives it when tasks name it
 * (they keep showing its name); either way it leaves the list and Add Task.
 */
export function ServiceDeleteDialog({
  open,
  companyId,
  service,
  onDeleted,
  onClose,
  onExited,
}: {
  open: boolean;
  companyId: string;
  service: CompanyService;
  onDeleted: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const remove = useDeleteService();
  return (
    <FormDialog
      open={open}
      title="Delete Service"
      onClose={onClose}
      onExited={onExited}
      onSubmit={() =>
        remove.mutate({ serviceId: service._id, companyId }, { onSuccess: (response) => onDeleted(response.msg) })
      }
      submitLabel="Delete"
      submitColor="error"
      isSubmitting={remove.isPending}
      focusCancel
      error={remove.isError ? errorMessage(remove.error) : null}
    >
      <Box sx={{ px: 2, py: 1.5, mb: 2, borderRadius: 2, bgcolor: 'background.default' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{service.service}</Typography>
        {service.serviceType ? (
          <Typography variant="body2" color="text.secondary">
            {service.serviceType.serviceType}
          </Typography>
        ) : null}
      </Box>
      <DialogContentText>{MSG.companyServices.deleteConfirm}</DialogContentText>
    </FormDialog>
  );
}
