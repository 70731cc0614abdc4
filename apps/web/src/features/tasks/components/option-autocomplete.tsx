import { MSG } from '@casecover/shared';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

export interface OptionQueryState<T> {
  data?: T[] | undefined;
  isFetching: boolean;
  isError: boolean;
}

export interface OptionAutocompleteProps<T extends { _id: string }> {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  getLabel: (option: T) => string;
  query: OptionQueryState<T>;
  /** The typed text; the caller searches the server with it. */
  onSearchText: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  error?: boolean | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
}

/**
 * One choice from a server lookup. The server filters by the typed text; an empty answer reads
 * "No Option", a failed one "No data" (spec part 1 §8).
 */
export function OptionAutocomplete<T extends { _id: string }>({
  label,
  value,
  onChange,
  getLabel,
  query,
  onSearchText,
  open,
  onOpenChange,
  disabled = false,
  required = false,
  error = false,
  helperText,
  inputRef,
  onBlur,
}: OptionAutocompleteProps<T>) {
  const loaded = query.isError ? [] : (query.data ?? []);
  // A preset or earlier choice stays selectable even when the current search does not return it.
  const options = value && !loaded.some((o) => o._id === value._id) ? [value, ...loaded] : loaded;
  return (
    <Autocomplete<T>
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, text, reason) => onSearchText(reason === 'input' ? text : '')}
      open={open}
      onOpen={() => onOpenChange(true)}
      onClose={() => onOpenChange(false)}
      options={options}
      // The server has filtered already.
      filterOptions={(list) => list}
      getOptionLabel={getLabel}
      getOptionKey={(option) => option._id}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      disabled={disabled}
      loading={query.isFetching}
      loadingText="Loading…"
      noOptionsText={query.isError ? MSG.tasks.noOptionData : MSG.tasks.noOption}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {query.isFetching && open ? <CircularProgress color="inherit" size={18} aria-hidden="true" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
