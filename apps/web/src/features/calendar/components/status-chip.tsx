import { TASK_STATUS_COLOURS, TASK_STATUS_LABELS, type TaskStatus } from '@casecover/shared';
import Chip from '@mui/material/Chip';
import { alpha, lighten } from '@mui/material/styles';

/** A task's status in the colour its events have on the calendar. */
export function StatusChip({ status }: { status: TaskStatus }) {
  const colour = TASK_STATUS_COLOURS[status];
  return (
    <Chip
      size="small"
      label={TASK_STATUS_LABELS[status]}
      sx={{
        fontWeight: 600,
        color: colour,
        // A faint opaque tint keeps the label above 4.5:1 for every status, on any row background.
        bgcolor: lighten(colour, 0.96),
        border: `1px solid ${alpha(colour, 0.45)}`,
        flexShrink: 0,
      }}
    />
  );
}
