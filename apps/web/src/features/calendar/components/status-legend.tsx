import { TASK_STATUSES, TASK_STATUS_COLOURS, TASK_STATUS_LABELS } from '@casecover/shared';
import Box from '@mui/material/Box';
import { EmergencyMarker } from './emergency-marker';

/** What the event colours mean. */
export function StatusLegend() {
  return (
    <Box
      component="ul"
      aria-label="Status colours"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.75,
        fontSize: '0.8125rem',
        color: 'text.secondary',
      }}
    >
      {TASK_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            component="span"
            aria-hidden="true"
            sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: TASK_STATUS_COLOURS[status] }}
          />
          {TASK_STATUS_LABELS[status]}
        </Box>
      ))}
      <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <EmergencyMarker decorative size={16} />
        Emergency
      </Box>
    </Box>
  );
}
