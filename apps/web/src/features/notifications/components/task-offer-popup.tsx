import { formatInZoneLabelled, TASK_DATE_TIME_FORMAT } from '@casecover/shared';
import AssignmentInd from '@mui/icons-material/AssignmentIndOutlined';
import DoNotDisturb from '@mui/icons-material/DoNotDisturbOnOutlined';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import type { TaskAssignedEvent } from '../hooks/use-notification-socket';
import { formatDuration } from '../utils/format-duration';

export const OFFER_POPUP_MS = 6000;

/** "Taken by Jordan Ellis: Pacemaker Implant" → "Taken by Jordan Ellis" and "Pacemaker Implant". */
const takenHeading = (title: string) => title.split(': ')[0] ?? title;
const taskOf = (title: string) => title.split(': ').slice(1).join(': ');

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <IconButton size="small" aria-label="Close" color="inherit" onClick={onClose}>
      <Close fontSize="small" />
    </IconButton>
  );
}

/**
 * The real-time popup when a task is offered to the signed-in rep: top right, about 6 s. When
 * another rep takes the task first, it turns into "Taken by <name>" (the offer is closed).
 */
export function TaskOfferPopup({
  offer,
  timeZone,
  onView,
  onClose,
}: {
  offer: TaskAssignedEvent | null;
  timeZone: string;
  onView: (offer: TaskAssignedEvent) => void;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={offer?.notificationId}
      open={offer !== null}
      autoHideDuration={OFFER_POPUP_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ top: { xs: 72, sm: 80 } }}
    >
      {offer?.type === 'task_status' ? (
        <Alert
          severity="warning"
          variant="outlined"
          icon={<DoNotDisturb />}
          role="status"
          sx={{ width: { xs: '100%', sm: 380 }, bgcolor: 'background.paper', boxShadow: 6, alignItems: 'flex-start' }}
          action={<CloseButton onClose={onClose} />}
        >
          <AlertTitle sx={{ fontWeight: 650, mb: 0.25 }}>{takenHeading(offer.title)}</AlertTitle>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {taskOf(offer.title)} · {formatInZoneLabelled(offer.startDate, timeZone, TASK_DATE_TIME_FORMAT)}
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            This offer is closed.
          </Box>
        </Alert>
      ) : offer ? (
        <Alert
          severity="info"
          variant="outlined"
          icon={<AssignmentInd />}
          sx={{ width: { xs: '100%', sm: 380 }, bgcolor: 'background.paper', boxShadow: 6, alignItems: 'flex-start' }}
          action={<CloseButton onClose={onClose} />}
        >
          <AlertTitle sx={{ fontWeight: 650, mb: 0.25 }}>{offer.title}</AlertTitle>
          <Box component="span" sx={{ display: 'block' }}>
            Duration: {formatDuration(offer.startDate, offer.endDate)}
          </Box>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            Starts {formatInZoneLabelled(offer.startDate, timeZone, TASK_DATE_TIME_FORMAT)}
          </Box>
          <Button size="small" variant="contained" onClick={() => onView(offer)} sx={{ mt: 1.25 }}>
            View task
          </Button>
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
