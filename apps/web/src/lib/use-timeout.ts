import { useEffect, useMemo, useRef } from 'react';

/** One pending timeout per component (close-after-success, hide-after-error); cleared on unmount. */
export function useTimeout() {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      schedule(callback: () => void, delayMs: number) {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(callback, delayMs);
      },
      clear() {
        window.clearTimeout(timer.current);
      },
    }),
    [],
  );
}
