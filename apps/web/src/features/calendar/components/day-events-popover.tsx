import { TASK_STATUS_COLOURS, dayjs, formatInZone, type CalendarEvent } from '@casecover/shared';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useDashboardDay } from '../api/get-dashboard-day';
import { EmergencyMarker } from './emergency-marker';
import type { PopupAnchor } from './event-popup';
import { StatusChip } from './status-chip';

function DayEvent({
  task,
  timeZone,
  onSelect,
}: {
  task: CalendarEvent;
  timeZone: string;
  onSelect: (task: CalendarEvent) => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onSelect(task)}
        sx={{
          gap: 1.25,
          alignItems: 'flex-start',
          py: 0.75,
          borderLeft: `4px solid ${TASK_STATUS_COLOURS[task.taskstatus]}`,
          borderRadius: '4px',
          mb: 0.5,
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ width: 66, flexShrink: 0, pt: '1px' }}>
          {formatInZone(task.start, timeZone, 'hh:mm A')}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {task.title}
            </Box>
            {task.isEmergency ? <EmergencyMarker size={15} /> : null}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {task.companyData.name}
          </Typography>
        </Box>
        <StatusChip status={task.taskstatus} />
      </ListItemButton>
    </ListItem>
  );
}

/** Every task of one day, for a day the calendar cut short ("+N more"). */
export function DayEventsPopover({
  open,
  day,
  anchor,
  timeZone,
  departmentId,
  onClose,
  onSelect,
}: {
  open: boolean;
  /** YYYY-MM-DD in the user's zone. */
  day: string;
  anchor: PopupAnchor;
  timeZone: string;
  departmentId: string;
  onClose: () => void;
  onSelect: (task: CalendarEvent) => void;
}) {
  const titleId = useId();
  const events = useDashboardDay({ date: day, timeZone, departmentId });
  const title = dayjs.utc(day, 'YYYY-MM-DD').format('dddd, MMMM D');

  return (
    <Popover
      open={open}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={anchor}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: 420,
            maxWidth: 'calc(100vw - 24px)',
            maxHeight: 'min(480px, calc(100vh - 32px))',
            display: 'flex',
            flexDirection: 'column',
            border: 1,
            borderColor: 'divider',
          },
          elevation: 8,
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {events.data ? (
            <Typography variant="caption" color="text.secondary">
              {events.data.length} {events.data.length === 1 ? 'task' : 'tasks'}
            </Typography>
          ) : null}
        </Box>
        <IconButton aria-label="Close" size="small" onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', p: 1 }}>
        {events.isPending ? (
          <Box role="status" aria-busy="true" aria-label="Loading tasks" sx={{ px: 1 }}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Box>
        ) : null}
        {events.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void events.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(events.error)}
          </Alert>
        ) : null}
        {events.data && events.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            No tasks on this day.
          </Typography>
        ) : null}
        {events.data && events.data.length > 0 ? (
          <List dense disablePadding aria-labelledby={titleId}>
            {events.data.map((task) => (
              <DayEvent key={task._id} task={task} timeZone={timeZone} onSelect={onSelect} />
            ))}
          </List>
        ) : null}
      </Box>
    </Popover>
  );
}
