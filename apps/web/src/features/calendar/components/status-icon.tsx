import type { TaskStatus } from '@casecover/shared';
import type { SvgIconComponent } from '@mui/icons-material';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import HowToReg from '@mui/icons-material/HowToRegOutlined';
import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';

/** Each status's own shape, so a status never rests on its colour alone. */
export const TASK_STATUS_ICONS: Record<TaskStatus, SvgIconComponent> = {
  unassigned: PersonSearch,
  pending: HourglassEmpty,
  assigned: HowToReg,
  inprogress: PlayCircleOutline,
  completed: CheckCircleOutline,
  cancelled: Block,
  uncovered: ErrorOutline,
};

/** The status's icon; decorative, as the entry's name or the text beside it says the status. */
export function StatusIcon({ status, size = 14, colour }: { status: TaskStatus; size?: number; colour?: string }) {
  const Icon = TASK_STATUS_ICONS[status];
  return (
    <Icon
      aria-hidden
      data-status-icon={status}
      sx={{ fontSize: size, flexShrink: 0, verticalAlign: 'middle', ...(colour ? { color: colour } : {}) }}
    />
  );
}
