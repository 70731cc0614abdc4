import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface SummaryMessage {
  severity: AlertColor;
  text: ReactNode;
}

/**
 * A form's summary (the server's refusal, or the result of sending it) in a polite live region
 * that is on the page before the message is: a screen reader reads what appears in it without
 * interrupting the user, and without the focus leaving the form.
 */
export function LiveSummary({ message, sx }: { message: SummaryMessage | null; sx?: SxProps<Theme> }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true">
      {message ? (
        <Alert severity={message.severity} role="none" sx={sx}>
          {message.text}
        </Alert>
      ) : null}
    </Box>
  );
}
