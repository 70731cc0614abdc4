import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { subscribeForbidden } from '@/lib/forbidden-notice';
import { ToastAlert } from '@/components/toast-alert';

/** Tells the user that a call was refused (403); the session and the page stay as they are. */
export function ForbiddenNotice() {
  const [notice, setNotice] = useState<{ message: string; key: number } | null>(null);
  useEffect(() => subscribeForbidden((message) => setNotice({ message, key: Date.now() })), []);
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={4000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setNotice(null);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <ToastAlert severity="warning" onClose={() => setNotice(null)} sx={{ width: '100%' }}>
        {notice?.message}
      </ToastAlert>
    </Snackbar>
  );
}
