import { dayjs } from '@casecover/shared';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';

// An empty field reads "MM-DD-YYYY hh:mm AM/PM": the library's "aa" means nothing to a scheduler.
const LOCALE_TEXT = { fieldMeridiemPlaceholder: () => 'AM/PM' };

/** Date pickers on the shared dayjs, which carries the utc and timezone plugins the `timezone` prop needs. */
export function PickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateLibInstance={dayjs} localeText={LOCALE_TEXT}>
      {children}
    </LocalizationProvider>
  );
}
