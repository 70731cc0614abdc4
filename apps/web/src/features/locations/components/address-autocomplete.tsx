import { MSG, type AddressSuggestion } from '@casecover/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ADDRESS_MIN_CHARS, useAddressSuggestions } from '../api/get-address-suggestions';

export interface AddressAutocompleteProps {
  /** The chosen address; null until one is picked from the list. */
  value: AddressSuggestion | null;
  inputValue: string;
  onInputChange: (text: string) => void;
  onChange: (value: AddressSuggestion | null) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The address field: what is typed is looked up (city, state, ZIP) and an address must be picked
 * from the list, which also brings its coordinates.
 */
export function AddressAutocomplete({
  value,
  inputValue,
  onInputChange,
  onChange,
  error,
  disabled,
}: AddressAutocompleteProps) {
  const debounced = useDebouncedValue(inputValue, 250);
  const typed = debounced.trim();
  const isPicked = value !== null && value.formattedAddress === inputValue;
  const suggestions = useAddressSuggestions(isPicked ? '' : typed);
  const options = isPicked ? [value] : typed.length >= ADDRESS_MIN_CHARS ? (suggestions.data ?? []) : [];
  const noOptionsText =
    inputValue.trim().length < ADDRESS_MIN_CHARS
      ? 'Type a city, state or ZIP code'
      : suggestions.isError
        ? MSG.locations.geocoderDown
        : MSG.locations.noAddress;

  return (
    <Autocomplete<AddressSuggestion, false, false, false>
      value={value}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => {
        // Typed text stays when the field loses focus, so a save can say it was not picked.
        if (reason === 'input' || reason === 'clear') onInputChange(text);
      }}
      onChange={(_event, next) => {
        if (next) onInputChange(next.formattedAddress);
        onChange(next);
      }}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.formattedAddress}
      isOptionEqualToValue={(a, b) => a.formattedAddress === b.formattedAddress}
      loading={suggestions.isFetching}
      noOptionsText={noOptionsText}
      disabled={disabled}
      autoComplete
      includeInputInList
      clearOnBlur={false}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <PlaceOutlined fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden />
          <Box>
            <Typography variant="body2">{option.formattedAddress}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.geometry.coordinates[1].toFixed(4)}, {option.geometry.coordinates[0].toFixed(4)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Address"
          required
          placeholder="Start typing a city, state or ZIP code"
          error={Boolean(error)}
          helperText={error ?? 'Pick an address from the list'}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {suggestions.isFetching ? (
                    <CircularProgress color="inherit" size={18} aria-label="Searching" />
                  ) : null}
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
