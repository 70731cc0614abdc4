import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  _id: string;
  name: string;
}

/** The 'All' choice every list starts with: the empty id, no filter. */
export const ALL_OPTION: FilterOption = { _id: '', name: 'All' };

/** The list's choices: 'All' first, then the options (an empty list leaves 'All' alone). */
export function withAll(options: readonly FilterOption[]): FilterOption[] {
  return [ALL_OPTION, ...options.filter((o) => o._id !== '')];
}

/** A searchable list filter: type to narrow, 'All' for no filter. */
export function OptionFilter({
  label,
  placeholder,
  options,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const choices = withAll(options);
  // No filter (or an id the list no longer holds) leaves the field empty, showing its placeholder.
  const selected = (value && choices.find((o) => o._id === value)) || null;
  return (
    <Autocomplete
      options={choices}
      value={selected}
      onChange={(_event, option) => onChange(option?._id ?? '')}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      getOptionKey={(o) => o._id || 'all'}
      autoHighlight
      size="small"
      sx={{ width: { xs: '100%', sm: 220 } }}
      renderInput={(props) => (
        <TextField
          {...props}
          label={label}
          placeholder={placeholder}
          slotProps={{ ...props.slotProps, inputLabel: { ...props.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
