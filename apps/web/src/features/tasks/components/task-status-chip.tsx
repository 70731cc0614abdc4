import { TASK_STATUS_COLOURS, TASK_STATUS_LABELS, type TaskStatus } from '@casecover/shared';
import Chip from '@mui/material/Chip';
import { alpha, darken } from '@mui/material/styles';

/** A task's status in its own colour (the same one the calendar uses). */
export function TaskStatusChip({ status, size = 'small' }: { status: TaskStatus; size?: 'small' | 'medium' }) {
  const colour = TASK_STATUS_COLOURS[status];
  return (
    <Chip
      size={size}
      label={TASK_STATUS_LABELS[status]}
      sx={{
        fontWeight: 600,
        // Darkened for small text on the tint (WCAG AA contrast); the hue stays the status's own.
        color: darken(colour, 0.2),
        bgcolor: alpha(colour, 0.08),
        border: `1px solid ${alpha(colour, 0.35)}`,
      }}
    />
  );
}
