import Emergency from '@mui/icons-material/Emergency';
import Tooltip from '@mui/material/Tooltip';

/** Marks an emergency (priority) task next to its name. */
export function EmergencyIcon({ fontSize = 'small' }: { fontSize?: 'small' | 'medium' | 'inherit' }) {
  return (
    <Tooltip title="Emergency">
      <Emergency
        role="img"
        aria-label="Emergency"
        aria-hidden={false}
        fontSize={fontSize}
        sx={{ color: 'error.main', verticalAlign: 'middle', flexShrink: 0 }}
      />
    </Tooltip>
  );
}
