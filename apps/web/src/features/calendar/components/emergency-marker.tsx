import Emergency from '@mui/icons-material/Emergency';

/** Marks an emergency (priority) task; `decorative` when a text next to it already says so. */
export function EmergencyMarker({
  size = 16,
  colour = 'error.main',
  decorative = false,
}: {
  size?: number;
  colour?: string;
  decorative?: boolean;
}) {
  return (
    <Emergency
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': 'Emergency', 'aria-hidden': false })}
      sx={{ fontSize: size, color: colour, verticalAlign: 'middle', flexShrink: 0 }}
    />
  );
}
