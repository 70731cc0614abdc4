import { MSG, type LocationRow } from '@casecover/shared';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { isApiError } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { useDeleteLocation } from '../api/delete-location';
import { invalidateLocations } from '../api/invalidate';
import { CLOSE_AFTER_SAVE_MS } from './location-form-dialog';

/** The server's reason (a 4xx), else the spec's general text. */
function deleteError(error: unknown): string {
  return isApiError(error) && !error.isNetworkError && error.status < 500 && error.message
    ? error.message
    : MSG.locations.deleteFailed;
}

/** The §2 confirmation; after a delete it says so, closes 2 s later and the list reloads. */
export function DeleteLocationDialog({
  open,
  location,
  onClose,
  onExited,
}: {
  open: boolean;
  location: LocationRow;
  onClose: () => void;
  onExited: () => void;
}) {
  const remove = useDeleteLocation();
  const queryClient = useQueryClient();
  const timeout = useTimeout();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [isDone, setDone] = useState(false);

  const submit = () => {
    if (remove.isPending || isDone) return;
    remove.mutate(location._id, {
      onSuccess: (res) => {
        setDone(true);
        setNotice({ severity: 'success', text: res.msg || MSG.locations.deleted });
        timeout.schedule(() => {
          onClose();
          void invalidateLocations(queryClient);
        }, CLOSE_AFTER_SAVE_MS);
      },
      onError: (error) => setNotice({ severity: 'error', text: deleteError(error) }),
    });
  };

  return (
    <FormDialog
      open={open}
      title="Delete Location"
      onClose={onClose}
      onExited={onExited}
      onSubmit={submit}
      submitLabel="Delete"
      submitColor="error"
      isSubmitting={remove.isPending}
      isSubmitDisabled={isDone}
      focusCancel
      notice={notice}
    >
      <Box sx={{ px: 2, py: 1.5, mb: 2, borderRadius: 2, bgcolor: 'background.default' }}>
        <Typography sx={{ fontWeight: 600 }}>{location.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {location.address.formattedAddress}
        </Typography>
      </Box>
      <DialogContentText>{MSG.locations.deleteConfirm}</DialogContentText>
    </FormDialog>
  );
}
