import { TASK_STATUS_COLOURS, TASK_STATUS_LABELS, dayjs, formatInZone, type CalendarEvent } from '@casecover/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { describeTask, moreLabel } from '../utils/calendar-events';
import { EmergencyMarker } from './emergency-marker';
import { StatusChip } from './status-chip';

interface AgendaDay {
  day: string;
  tasks: CalendarEvent[];
  hiddenCount: number;
}

/** The shown tasks by day of the user's zone, days in order, each day's tasks by start. */
export function agendaDays(
  tasks: readonly CalendarEvent[],
  hidden: readonly { date: string; count: number }[],
  timeZone: string,
): AgendaDay[] {
  const byDay = new Map<string, AgendaDay>();
  const dayOf = (day: string) => {
    let entry = byDay.get(day);
    if (!entry) {
      entry = { day, tasks: [], hiddenCount: 0 };
      byDay.set(day, entry);
    }
    return entry;
  };
  for (const task of tasks) dayOf(formatInZone(task.start, timeZone, 'YYYY-MM-DD')).tasks.push(task);
  for (const h of hidden) if (h.count > 0) dayOf(h.date).hiddenCount += h.count;
  const days = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  for (const d of days) d.tasks.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return days;
}

/** An entry's times as it shows them: "9:00 AM – 10:00 AM". */
function entryTime(task: CalendarEvent, timeZone: string): string {
  return `${formatInZone(task.start, timeZone, 'h:mm A')} – ${formatInZone(task.end, timeZone, 'h:mm A')}`;
}

/**
 * An entry's accessible name: what it shows, in order (times, name, company, status), then the
 * whole description (WCAG 2.5.3: the name contains the visible text; the emergency marker, an
 * icon, is said in the description).
 */
export function agendaEntryName(task: CalendarEvent, timeZone: string): string {
  const shown = [entryTime(task, timeZone), task.title, task.companyData.name, TASK_STATUS_LABELS[task.taskstatus]];
  return `${shown.join(' ')}. ${describeTask(task, timeZone)}`;
}

function AgendaEntry({
  task,
  timeZone,
  onTaskClick,
}: {
  task: CalendarEvent;
  timeZone: string;
  onTaskClick: (taskId: string, anchor: DOMRect) => void;
}) {
  const colour = TASK_STATUS_COLOURS[task.taskstatus];
  const time = entryTime(task, timeZone);
  return (
    <ListItem disablePadding>
      <ListItemButton
        aria-label={agendaEntryName(task, timeZone)}
        data-task-id={task._id}
        onClick={(event) => onTaskClick(task._id, event.currentTarget.getBoundingClientRect())}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 1,
          alignItems: 'start',
          py: 1,
          px: 1.5,
          mb: 0.75,
          borderLeft: `4px solid ${colour}`,
          borderRadius: '6px',
          bgcolor: 'background.default',
        }}
      >
        {/* Spaces between the lines keep the words apart in the entry's visible text, which
            its name begins with. */}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {time}
          </Typography>{' '}
          <Typography
            className="cc-agenda-title"
            sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere', display: 'flex', gap: 0.5 }}
          >
            <span>{task.title}</span>
            {task.isEmergency ? <EmergencyMarker size={16} /> : null}
          </Typography>{' '}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {task.companyData.name}
          </Typography>
        </Box>{' '}
        <StatusChip status={task.taskstatus} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The list view: the shown month's tasks day by day, each with its time, name, company and
 * status in full. The default on phones, where a month grid leaves a task a few letters. In the
 * current month it starts at today; the days before are one tap away.
 */
export function AgendaList({
  tasks,
  hidden,
  timeZone,
  today,
  onTaskClick,
  onMoreClick,
}: {
  tasks: readonly CalendarEvent[];
  hidden: readonly { date: string; count: number }[];
  timeZone: string;
  today: string;
  onTaskClick: (taskId: string, anchor: DOMRect) => void;
  onMoreClick: (day: string, anchor: DOMRect) => void;
}) {
  const days = agendaDays(tasks, hidden, timeZone);
  const [showEarlier, setShowEarlier] = useState(false);
  const earlier = days.filter((d) => d.day < today);
  // Only when today is in the shown month: a past or future month lists from its first day.
  const isCurrentMonth = days.some((d) => d.day >= today) && earlier.length > 0;
  const shown = isCurrentMonth && !showEarlier ? days.filter((d) => d.day >= today) : days;
  return (
    <Box aria-label="Tasks by day" role="group">
      {isCurrentMonth && !showEarlier ? (
        <Button size="small" onClick={() => setShowEarlier(true)} sx={{ mb: 1 }}>
          Show {earlier.length} earlier {earlier.length === 1 ? 'day' : 'days'} this month
        </Button>
      ) : null}
      {shown.map(({ day, tasks: dayTasks, hiddenCount }) => {
        const headingId = `agenda-${day}`;
        return (
          <Box key={day} component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.75,
                mb: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
                {dayjs.utc(day).format('dddd, MMMM D')}
              </Typography>
              {day === today ? <Chip size="small" color="primary" label="Today" /> : null}
            </Box>
            <List dense disablePadding aria-labelledby={headingId}>
              {dayTasks.map((task) => (
                <AgendaEntry key={task._id} task={task} timeZone={timeZone} onTaskClick={onTaskClick} />
              ))}
            </List>
            {hiddenCount > 0 ? (
              <Button
                size="small"
                aria-label={`${moreLabel(hiddenCount)} tasks on ${dayjs.utc(day).format('MMMM D')}`}
                onClick={(event) => onMoreClick(day, event.currentTarget.getBoundingClientRect())}
              >
                {moreLabel(hiddenCount)}
              </Button>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
