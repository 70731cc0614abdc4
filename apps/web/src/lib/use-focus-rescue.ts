import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * The ring a list shows when it takes the focus this way (an outline inside its edges, which a
 * scrolling container does not cut), for `'&:focus-visible'` in its styles.
 */
export const RESCUED_FOCUS_RING = {
  outline: '2px solid',
  outlineColor: 'primary.main',
  outlineOffset: '-2px',
} as const;

/**
 * Keeps the keyboard's place when the item it was on leaves a list (an offer accepted, a user
 * suspended, a location deleted): once `items` change with the focus dropped to nowhere, the
 * focus goes to `targetRef` (the list itself, or its heading) rather than to the top of the page.
 * `containerProps` go on the element around the items.
 */
export function useFocusRescue<T extends HTMLElement>(items: unknown) {
  const targetRef = useRef<T>(null);
  // Whether the focus is, or was last, inside the list: moved elsewhere on the page, it is not;
  // dropped to nowhere (its button disabled while busy, its item removed), it still was.
  const hadFocus = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (hadFocus.current && (!active || active === document.body)) {
      hadFocus.current = false;
      targetRef.current?.focus();
    }
  }, [items]);
  const containerProps = {
    onFocus: () => {
      hadFocus.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) hadFocus.current = false;
    },
  };
  return { targetRef, containerProps };
}
