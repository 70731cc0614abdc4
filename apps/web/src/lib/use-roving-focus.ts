import { useState, type KeyboardEvent } from 'react';

const ITEM = 'data-roving-item';

/** Where each key moves the focus, from the focused item's index among `count`. */
export function rovingTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** What each item of a roving-focus list spreads. */
export interface RovingItemProps {
  'data-roving-item': '';
  tabIndex: number;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
}

/**
 * A list that is one stop in the Tab order (roving tabindex): Tab enters it at the item last
 * used, the arrow keys, Home and End move between its items, and the next Tab leaves it. Each
 * item spreads `itemProps(index)`; the items are found in the DOM under their common list.
 */
export function useRovingFocus(count: number): { itemProps: (index: number) => RovingItemProps } {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = event.currentTarget.closest('[role="list"], ul, ol');
    if (!list) return;
    const items = Array.from(list.querySelectorAll<HTMLElement>(`[${ITEM}]`));
    const next = rovingTarget(event.key, items.indexOf(event.currentTarget), items.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    items[next]?.focus();
  };

  return {
    itemProps: (index: number) => ({
      'data-roving-item': '',
      tabIndex: index === current ? 0 : -1,
      onKeyDown,
      onFocus: () => setActive(index),
    }),
  };
}
