import { LIMITS, type CalendarEvent } from '@casecover/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useRovingFocus, type RovingItemProps } from '@/lib/use-roving-focus';
import { formatDateRange } from '../utils/calendar-events';
import { EmergencyMarker } from './emergency-marker';
import { StatusChip } from './status-chip';

/** The spec's height of the upcoming panel. */
export const PENDING_PANEL_HEIGHT = 519;

function PendingItem({
  task,
  timeZone,
  focusProps,
}: {
  task: CalendarEvent;
  timeZone: string;
  /** The list is one Tab stop; the arrow keys move between its tasks. */
  focusProps: RovingItemProps;
}) {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={paths.task.to(task._id)}
        {...focusProps}
        sx={{ display: 'block', px: 1.5, py: 1.25, mx: 0.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography
            component="span"
            sx={{ fontWeight: 600, lineHeight: 1.35, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {task.title}
            </Box>
            {task.isEmergency ? <EmergencyMarker size={16} /> : null}
          </Typography>
          <StatusChip status={task.taskstatus} />
        </Box>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          {task.companyData.name}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          {formatDateRange(task.start, task.end, timeZone)}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/** The upcoming unassigned and pending tasks; each opens its task page. */
export function PendingPanel({
  tasks,
  isLoading,
  timeZone,
  filter,
}: {
  tasks: readonly CalendarEvent[] | undefined;
  isLoading: boolean;
  timeZone: string;
  /** The department filter, under the title (it filters the calendar too). */
  filter?: ReactNode;
}) {
  const titleId = useId();
  const { itemProps } = useRovingFocus(tasks?.length ?? 0);
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ height: PENDING_PANEL_HEIGHT, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box
        sx={{
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.05rem' }}>
          Pending
        </Typography>
        {tasks ? (
          <Typography variant="body2" color="text.secondary">
            {/* The list stops at the server's cap; say so rather than give the cap as a count. */}
            {tasks.length >= LIMITS.upcomingMax ? `${LIMITS.upcomingMax}+` : tasks.length} upcoming
          </Typography>
        ) : null}
      </Box>
      {filter ? <Box sx={{ px: 2, pt: 2, pb: 1 }}>{filter}</Box> : null}
      <Box sx={{ flex: 1, overflowY: 'auto', py: 0.5 }}>
        {isLoading && !tasks ? (
          <Box role="status" aria-busy="true" aria-label="Loading pending tasks" sx={{ px: 2, py: 1 }}>
            {Array.from({ length: 5 }, (_, i) => (
              <Box key={i} sx={{ py: 1 }}>
                <Skeleton width="70%" />
                <Skeleton width="45%" />
                <Skeleton width="85%" />
              </Box>
            ))}
          </Box>
        ) : null}
        {!tasks && !isLoading ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
            The pending tasks could not be loaded.
          </Typography>
        ) : null}
        {tasks && tasks.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
            No pending tasks.
          </Typography>
        ) : null}
        {tasks && tasks.length > 0 ? (
          <List dense disablePadding aria-labelledby={titleId}>
            {tasks.map((task, index) => (
              <PendingItem key={task._id} task={task} timeZone={timeZone} focusProps={itemProps(index)} />
            ))}
          </List>
        ) : null}
      </Box>
    </Card>
  );
}
