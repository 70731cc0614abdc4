import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ADDRESS_MIN_CHARS, useAddressSuggestions } from '../api/get-address-suggestions';

/**
 * The hospital's address: free text, with city, state and ZIP suggestions as you type (the
 * geocoder of the Locations screen); picking one fills the field.
 */
export function AddressField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: boolean;
  helperText?: string | undefined;
  disabled: boolean;
}) {
  const debounced = useDebouncedValue(value, 250).trim();
  const suggestions = useAddressSuggestions(debounced);
  const options =
    debounced.length >= ADDRESS_MIN_CHARS && !suggestions.isError
      ? (suggestions.data ?? []).map((s) => s.formattedAddress).filter((a) => a !== value)
      : [];
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={options}
      filterOptions={(x) => x}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') onChange(text);
      }}
      onChange={(_event, next) => onChange(next ?? '')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Address"
          inputRef={inputRef}
          onBlur={onBlur}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'street-address' },
          }}
        />
      )}
    />
  );
}
