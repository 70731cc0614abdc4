import type { LocationRow } from '@casecover/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { DetailList } from '@/components/detail-list';
import { LocationMap } from './location-map';

/** View details: the location's fields and, when it has coordinates, a small map. */
export function LocationDetailsDialog({
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
  const titleId = useId();
  const { address } = location;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Location Details</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DetailList
            items={[
              { label: 'Name', value: location.name },
              { label: 'Address', value: address.formattedAddress },
              { label: 'City', value: address.city },
              { label: 'State', value: address.state },
              { label: 'ZIP code', value: address.zipCode },
              { label: 'Description', value: location.description },
            ]}
          />
          {location.geometry ? <LocationMap point={location.geometry} label={location.name} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
