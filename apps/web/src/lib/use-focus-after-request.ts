import { useEffect, useRef } from 'react';

/**
 * A button disabled while its request runs (a `loading` button) drops the focus in Chromium, and
 * the keyboard user is left at the top of the page. Call `remember()` as the request starts, while
 * the button has the focus (or `remember(button)`); when the request ends with the focus dropped
 * to nowhere (or onto the dialog holding the button, whose focus trap catches it there), it goes
 * back to the button (a refusal leaves it where it was), or, when the button has gone meanwhile
 * (the answer closed what it belonged to), to `fallbackRef`.
 */
export function useFocusAfterRequest<T extends HTMLElement = HTMLElement>(isPending: boolean) {
  const fallbackRef = useRef<T>(null);
  const pressed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isPending) return;
    const button = pressed.current;
    if (!button) return;
    pressed.current = null;
    const target = button.isConnected ? button : fallbackRef.current;
    if (!target) return;
    // Dropped: on the body, or caught by a dialog's focus trap, which within 50 ms puts a focus
    // left on the body onto its own container (an element holding the button).
    const active = document.activeElement;
    const dropped = !active || active === document.body || active.contains(target);
    if (dropped && active !== target) target.focus();
  }, [isPending]);
  // `target` names the button when the request starts elsewhere (a file chooser's answer).
  const remember = (target?: HTMLElement | null) => {
    const active = target ?? document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) pressed.current = active;
  };
  return { remember, fallbackRef };
}
