/**
 * Chromium takes the focus from a button as it becomes disabled (a `loading` button while its
 * request runs): the focus falls to the page's body. jsdom leaves it on the disabled button. A
 * test of where the focus goes after a request calls this to meet the browser's behaviour; it
 * answers the function that stops it.
 */
export function dropFocusFromDisabled(): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !active.matches(':disabled')) return;
    active.blur();
    if (document.activeElement !== active) return;
    // jsdom's blur() leaves a disabled input focused; an element focused and taken away at once
    // leaves the focus on the body, as the browser does.
    const sink = document.createElement('span');
    sink.tabIndex = -1;
    document.body.append(sink);
    sink.focus();
    sink.remove();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => observer.disconnect();
}

/**
 * An answer held back until `release()`: a test sees the button busy (and the focus dropped)
 * before the server's answer arrives, as it does over a network.
 */
export function heldAnswer(): { answered: Promise<void>; release: () => void } {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answered, release };
}
