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
 * field (back button, a shared link), the field shows it, but not when it is the field's own search
 * coming back after more was typed.
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
  // The searches this field has sent that have not come back as `value` yet. One that comes back
  // is the field's own answer, which may arrive while more is typed (a busy machine): the field
  // keeps what it holds. Any other change of `value` comes from elsewhere, and the field shows it.
  const [sent, setSent] = useState<string[]>([]);
  const timeout = useTimeout();
  if (value !== seen) {
    setSeen(value);
    const own = sent.indexOf(value);
    if (own >= 0) {
      setSent(sent.slice(own + 1));
    } else {
      setSent([]);
      if (value !== input.trim()) setInput(value);
    }
  }
  const search = (text: string) => {
    setSent((earlier) => [...earlier, text]);
    onSearch(text);
  };
  return (
    <TextField
      size="small"
      label="Search"
      placeholder={placeholder}
      value={input}
      onChange={(event) => {
        const text = event.target.value;
        setInput(text);
        timeout.schedule(() => search(text.trim()), SEARCH_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          timeout.clear();
          search(input.trim());
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
