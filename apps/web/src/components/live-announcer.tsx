import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useAnnouncement } from '@/lib/announcer';

/** Off screen but read aloud: kept clear of the layout, not hidden from assistive technology. */
const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const isHidden = (el: Element | null) => el?.closest('[aria-hidden="true"]') != null;

/** How long said text stays in the region: long enough to be read, then the page holds no stale text. */
export const ANNOUNCEMENT_CLEAR_MS = 5000;

/**
 * The page's one polite live region; `announce` fills it. Rendered once, for the app's lifetime.
 * While a dialog or menu hides the page behind it from assistive technology (a toast raised as a
 * dialog closes), the text waits until the page is back, so it is not said into a hidden region.
 */
export function LiveAnnouncer() {
  const wanted = useAnnouncement();
  const [said, setSaid] = useState('');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isHidden(ref.current)) {
      setSaid(wanted);
      return;
    }
    const observer = new MutationObserver(() => {
      if (isHidden(ref.current)) return;
      observer.disconnect();
      setSaid(wanted);
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), ANNOUNCEMENT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [said]);

  return (
    <Box ref={ref} role="status" aria-live="polite" aria-atomic="true" sx={offScreen}>
      {said}
    </Box>
  );
}
