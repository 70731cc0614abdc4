import { MSG, type Department } from '@casecover/shared';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteDepartment } from '../api/delete-department';

/**
 * The spec's delete question. A department that still has tasks or schedulers is refused by the
 * server, and the dialog shows its answer with the counts.
 */
export function DeleteDepartmentDialog({
  open,
  department,
  onDeleted,
  onClose,
  onExited,
}: {
  open: boolean;
  department: Department;
  onDeleted: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const remove = useDeleteDepartment();
  // A refusal (tasks or schedulers still there) will not change by asking again; a lost connection may.
  const isRefused = isApiError(remove.error) && remove.error.status === 409;
  return (
    <FormDialog
      open={open}
      title="Delete Department"
      onClose={onClose}
      onExited={onExited}
      onSubmit={() => remove.mutate({ id: department._id }, { onSuccess: (response) => onDeleted(response.msg) })}
      submitLabel="Delete"
      submitColor="error"
      isSubmitting={remove.isPending}
      isSubmitDisabled={isRefused}
      focusCancel
      error={remove.isError ? errorMessage(remove.error) : null}
    >
      <Box sx={{ px: 2, py: 1.5, mb: 2, borderRadius: 2, bgcolor: 'background.default' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{department.name}</Typography>
      </Box>
      <DialogContentText>{MSG.departments.deleteConfirm}</DialogContentText>
    </FormDialog>
  );
}
