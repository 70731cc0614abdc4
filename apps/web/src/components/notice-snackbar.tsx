import type { AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';
import { ToastAlert } from './toast-alert';

/** How long a notice stays: success messages clear quickly, errors stay long enough to read. */
export const NOTICE_VISIBLE_MS: Record<AlertColor, number> = { success: 3000, info: 4000, warning: 6000, error: 6000 };

export interface Notice {
  /** A fresh key per notice, so the same text twice shows again. */
  key: number;
  severity: AlertColor;
  text: string;
}

export type ShowNotice = (severity: AlertColor, text: string) => void;

let noticeCount = 0;

/**
 * A screen's toast: `show` raises one, replacing any on screen. The last notice is kept while the
 * toast slides out, so its text does not vanish mid-animation.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowNotice>((severity, text) => {
    setNotice({ key: ++noticeCount, severity, text });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { notice, open, show, close };
}

/** The toast at the bottom right that a screen's `useNotice` drives. */
export function NoticeSnackbar({
  notice,
  open,
  close,
}: Pick<ReturnType<typeof useNotice>, 'notice' | 'open' | 'close'>) {
  return (
    <Snackbar
      key={notice?.key}
      open={open && notice !== null}
      autoHideDuration={NOTICE_VISIBLE_MS[notice?.severity ?? 'success']}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {notice ? (
        <ToastAlert severity={notice.severity} onClose={close} sx={{ minWidth: 280, width: '100%' }}>
          {notice.text}
        </ToastAlert>
      ) : undefined}
    </Snackbar>
  );
}
