import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The typed text of an option lookup, debounced, and whether its list is open (lists load on
 * opening); `bindings` are the matching OptionAutocomplete props.
 */
export function useOptionSearch() {
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return { search, isOpen, bindings: { onSearchText: setText, open: isOpen, onOpenChange: setOpen } };
}
