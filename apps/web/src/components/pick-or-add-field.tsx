import AddBusiness from '@mui/icons-material/AddBusiness';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A row picked from the list, or a typed name offered as a new one. */
type Choice<T> = T | { newName: string };
export type PickOrAdd<T> = Choice<T> | null;

const SEARCH_DEBOUNCE_MS = 250;
export const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

export interface PickOrAddFieldProps<T extends { _id: string }> {
  value: PickOrAdd<T>;
  onChange: (choice: PickOrAdd<T>) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The rows matching the typed text, asked while the list is open or something is typed. */
  useOptions: (search: string, enabled: boolean) => UseQueryResult<T[]>;
  nameOf: (option: T) => string;
  /**
   * What typing does to the choice: `asNew` makes the text a new name at once (until a listed
   * row is picked); `clear` un-chooses a picked row, so the new text must be picked or added.
   */
  typing: 'asNew' | 'clear';
  label: string;
  maxLength: number;
  icon: ReactNode;
  texts: { searching: string; empty: string; addNew: (name: string) => string; hint: (value: PickOrAdd<T>) => string };
  /** Rows shown but not to be picked. */
  isDisabled?: (option: T) => boolean;
  caption?: (option: T) => string;
}

/**
 * A field that searches a list as one types: picking a row chooses it, while a name not on the
 * list is offered as a new one (Register's hospital, Invite Company's company).
 */
export function PickOrAddField<T extends { _id: string }>(props: PickOrAddFieldProps<T>) {
  const { value, onChange, nameOf, texts, isDisabled = () => false } = props;
  const labelOf = (option: Choice<T> | string) =>
    typeof option === 'string' ? option : 'newName' in option ? option.newName : nameOf(option);
  const [inputText, setInputText] = useState(value ? labelOf(value) : '');
  const [isOpen, setOpen] = useState(false);
  const search = useDebouncedValue(inputText.trim(), SEARCH_DEBOUNCE_MS);
  const query = props.useOptions(search, isOpen || search.length > 0);
  const options = useMemo(() => query.data ?? [], [query.data]);
  const matchText = useMemo(() => createFilterOptions<T>({ stringify: nameOf, ignoreAccents: true }), [nameOf]);

  const choose = (option: Choice<T> | string | null) => {
    if (option === null) return onChange(null);
    if (typeof option !== 'string') return onChange(option);
    const text = option.trim();
    const existing = options.find((o) => sameName(nameOf(o), text));
    onChange(text ? (existing && !isDisabled(existing) ? existing : { newName: text }) : null);
  };

  return (
    <Autocomplete<Choice<T>, false, false, true>
      freeSolo
      selectOnFocus
      handleHomeEndKeys
      disabled={props.disabled ?? false}
      open={isOpen}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      inputValue={inputText}
      onInputChange={(_event, text, reason) => {
        setInputText(text);
        if (reason !== 'input') return;
        // Kept as typed (the form trims it), so the field does not swallow a space typed between two words.
        if (props.typing === 'asNew') onChange(text.trim() ? { newName: text } : null);
        else if (value && !sameName(text, labelOf(value))) onChange(null);
      }}
      onChange={(_event, option) => choose(option)}
      onBlur={props.onBlur}
      filterOptions={(_options, state) => {
        const text = state.inputValue.trim();
        const matches: Choice<T>[] = text ? matchText(options, state) : [...options];
        if (text && !options.some((o) => sameName(nameOf(o), text))) matches.push({ newName: text });
        return matches;
      }}
      getOptionLabel={labelOf}
      getOptionDisabled={(option) => !('newName' in option) && isDisabled(option)}
      isOptionEqualToValue={(option, current) =>
        typeof current !== 'string' && '_id' in option && '_id' in current
          ? option._id === current._id
          : sameName(labelOf(option), labelOf(current))
      }
      loading={query.isFetching}
      loadingText={texts.searching}
      noOptionsText={query.isError ? errorMessage(query.error) : texts.empty}
      renderOption={(itemProps, option) => {
        const { key, ...rest } = itemProps;
        const isNew = 'newName' in option;
        const caption = !isNew ? props.caption?.(option) : undefined;
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 1.25 }}>
            {isNew ? <AddBusiness fontSize="small" color="primary" aria-hidden="true" /> : props.icon}
            <Box sx={{ minWidth: 0 }}>
              {isNew ? texts.addNew(option.newName) : nameOf(option)}
              {caption ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {caption}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          inputRef={props.inputRef}
          autoFocus={props.autoFocus ?? false}
          error={props.error ?? false}
          helperText={props.helperText ?? texts.hint(value)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: props.maxLength },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {query.isFetching && isOpen ? (
                    <CircularProgress color="inherit" size={18} aria-hidden="true" />
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
