import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTimeout } from '@/lib/use-timeout';

/** How long typing may pause before a list searches. */
export const SEARCH_DELAY_MS = 350;

/**
 * A list's search box: it searches `SEARCH_DELAY_MS` after typing stops, or at once on Enter, with
 * the trimmed text. `value` is the search in force (the address bar's); when it changes under the
 * field (back button, a shared link), the field shows it.
 */
export function SearchField({
  value,
  onSearch,
  placeholder,
  sx,
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  sx?: SxProps<Theme>;
}) {
  const [input, setInput] = useState(value);
  const [seen, setSeen] = useState(value);
  const timeout = useTimeout();
  if (value !== seen) {
    setSeen(value);
    if (value !== input.trim()) setInput(value);
  }
  return (
    <TextField
      size="small"
      label="Search"
      placeholder={placeholder}
      value={input}
      onChange={(event) => {
        const text = event.target.value;
        setInput(text);
        timeout.schedule(() => onSearch(text.trim()), SEARCH_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          timeout.clear();
          onSearch(input.trim());
        }
      }}
      slotProps={{
        htmlInput: { type: 'search', maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={sx ?? {}}
    />
  );
}
