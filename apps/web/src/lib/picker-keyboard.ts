import type { KeyboardEvent } from 'react';

/**
 * Enter in a date field opens its picker, whose calendar takes the focus (arrow keys move the day,
 * Enter picks it, Escape closes it). Enter never submits the form around the field: a date still
 * being typed is not sent by accident.
 */
export function openPickerOnEnter(event: KeyboardEvent, open: () => void): void {
  if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  // MUI X's field submits its form on Enter itself (requestSubmit) unless told not to this way.
  (event as KeyboardEvent & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
  open();
}
