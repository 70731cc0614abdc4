import { formatInZone, type RepDayTask } from '@casecover/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** "10:00 AM – 11:00 AM", with the day first when the list spans days ("Wed 11/25 · 10:00 AM – …"). */
export function taskTimes(task: Pick<RepDayTask, 'startDate' | 'endDate'>, timeZone: string, withDay: boolean) {
  const times = `${formatInZone(task.startDate, timeZone, 'h:mm A')} – ${formatInZone(task.endDate, timeZone, 'h:mm A')}`;
  return withDay ? `${formatInZone(task.startDate, timeZone, 'ddd MM/DD')} · ${times}` : times;
}

/**
 * One task of a rep's lists (or a manager's list of offers) as a card: when, what, where
 * (hospital, department, location), its status, and the buttons of the move to make now.
 */
export function DayTaskCard({
  task,
  timeZone,
  withDay,
  status,
  actions,
  children,
}: {
  task: RepDayTask;
  timeZone: string;
  withDay: boolean;
  status: ReactNode;
  actions: ReactNode;
  /** More lines under the place (e.g. who the offer is with). */
  children?: ReactNode;
}) {
  const place = [task.hospitalName, task.departmentName, task.locationName].filter(Boolean).join(' · ');
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={`${task.taskName}, ${taskTimes(task, timeZone, true)}`}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        borderLeft: task.isEmergency ? 4 : 1,
        borderLeftColor: task.isEmergency ? 'error.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {taskTimes(task, timeZone, withDay)}
          </Typography>
          <Link
            component={RouterLink}
            to={paths.task.to(task._id)}
            underline="hover"
            sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
          >
            {task.isEmergency ? 'Emergency: ' : ''}
            {task.taskName}
          </Link>
        </Box>
        {status}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {place}
      </Typography>
      {children}
      {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
    </Card>
  );
}
