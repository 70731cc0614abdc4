import { useSyncExternalStore } from 'react';

/**
 * What the page's polite live region says (WCAG 4.1.3): new notifications, the unread count,
 * toasts and validation summaries. The region is always on the page, so a screen reader hears
 * each change without the focus moving.
 */
let message = '';
let flip = false;
const listeners = new Set<() => void>();

/**
 * Says `text` through the polite live region. The same text twice is said twice: a
 * non-breaking space is added or removed, so the region's content still changes.
 */
export function announce(text: string): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  flip = !flip;
  message = flip ? trimmed : `${trimmed}\u00a0`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
}
