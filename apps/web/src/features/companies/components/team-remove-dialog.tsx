import { MSG, type TeamUnit } from '@casecover/shared';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteTeamUnit } from '../api/delete-team-unit';
import { LEVEL_LABELS } from './team-labels';

/**
 * Asks before removing a unit. One with people in it or below it (or a division with tasks or
 * services) is refused by the server, and the dialog shows its answer with the count.
 */
export function TeamRemoveDialog({
  companyId,
  unit,
  open,
  onRemoved,
  onClose,
  onExited,
}: {
  companyId: string;
  unit: TeamUnit;
  open: boolean;
  onRemoved: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const remove = useDeleteTeamUnit(companyId);
  // A refusal (people still there) will not change by asking again; a lost connection may.
  const isRefused = isApiError(remove.error) && remove.error.status === 400;
  return (
    <FormDialog
      open={open}
      title={`Remove ${LEVEL_LABELS[unit.level]}`}
      onClose={onClose}
      onExited={onExited}
      onSubmit={() =>
        remove.mutate({ unitId: unit._id, companyId }, { onSuccess: (response) => onRemoved(response.msg) })
      }
      submitLabel="Remove"
      submitColor="error"
      isSubmitting={remove.isPending}
      isSubmitDisabled={isRefused}
      focusCancel
      error={remove.isError ? errorMessage(remove.error) : null}
    >
      <Box sx={{ px: 2, py: 1.5, mb: 2, borderRadius: 2, bgcolor: 'background.default' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{unit.name}</Typography>
        {unit.children.length ? (
          <Typography variant="body2" color="text.secondary">
            The {unit.children.length === 1 ? 'unit' : `${unit.children.length} units`} below it go too.
          </Typography>
        ) : null}
      </Box>
      <DialogContentText>{MSG.teams.removeConfirm}</DialogContentText>
    </FormDialog>
  );
}
