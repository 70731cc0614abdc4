import { TASK_STATUSES, TASK_STATUS_COLOURS, TASK_STATUS_LABELS } from '@casecover/shared';
import Box from '@mui/material/Box';
import { EmergencyMarker } from './emergency-marker';
import { StatusIcon } from './status-icon';

/** What the event colours and icons mean. */
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
            sx={{
              width: 16,
              height: 16,
              borderRadius: '3px',
              bgcolor: TASK_STATUS_COLOURS[status],
              color: '#ffffff',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <StatusIcon status={status} size={12} />
          </Box>
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
