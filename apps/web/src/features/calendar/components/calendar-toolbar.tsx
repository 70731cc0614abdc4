import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CALENDAR_VIEWS, VIEW_LABELS, type CalendarView } from '../utils/calendar-params';

export interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  isToday: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onViewChange: (view: CalendarView) => void;
  /**
   * The day view's "Add task on <day>": the keyboard's way to what a click on a date does (the
   * grid's days and times are not Tab stops). Absent elsewhere and for users who cannot add tasks.
   */
  addTask?: { label: string; onClick: () => void } | undefined;
}

/** Previous, next and today, the shown range's title, and the view switcher; wraps at phone width. */
export function CalendarToolbar({
  title,
  view,
  isToday,
  onPrevious,
  onNext,
  onToday,
  onViewChange,
  addTask,
}: CalendarToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: { xs: 1, sm: 2 },
        rowGap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title="Previous">
          <IconButton
            aria-label="Previous"
            onClick={onPrevious}
            size="small"
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Tooltip title="Next">
          <IconButton aria-label="Next" onClick={onNext} size="small" sx={{ border: 1, borderColor: 'divider' }}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
        <Button variant="outlined" size="small" onClick={onToday} disabled={isToday} sx={{ ml: 0.5 }}>
          Today
        </Button>
      </Box>
      <Typography
        variant="h2"
        aria-live="polite"
        sx={{
          fontSize: { xs: '1.05rem', sm: '1.2rem' },
          order: { xs: 3, sm: 0 },
          flexBasis: { xs: '100%', sm: 'auto' },
          textAlign: { xs: 'center', sm: 'left' },
        }}
      >
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {addTask ? (
          <Button variant="outlined" size="small" startIcon={<Add />} aria-haspopup="dialog" onClick={addTask.onClick}>
            {addTask.label}
          </Button>
        ) : null}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label="Calendar view"
          onChange={(_event, next: CalendarView | null) => {
            if (next) onViewChange(next);
          }}
        >
          {CALENDAR_VIEWS.map((v) => (
            <ToggleButton key={v} value={v} sx={{ px: { xs: 1.25, sm: 1.75 }, textTransform: 'none', fontWeight: 600 }}>
              {VIEW_LABELS[v]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
