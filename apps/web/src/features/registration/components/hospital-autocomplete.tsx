import { LIMITS, type AccountOption, type registerFormSchema } from '@casecover/shared';
import AddBusiness from '@mui/icons-material/AddBusiness';
import LocalHospital from '@mui/icons-material/LocalHospitalOutlined';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAccountList } from '../api/get-account-list';

/** What the form holds while it is being filled in: nothing yet, an existing hospital, or a new name. */
export type HospitalChoice = z.input<typeof registerFormSchema>['hospital'];

/** An existing hospital, or the typed text offered as a new one. */
type HospitalOption = AccountOption | { newName: string };

const SEARCH_DEBOUNCE_MS = 250;
const matchText = createFilterOptions<AccountOption>({ stringify: (o) => o.accountName, ignoreAccents: true });

function labelOf(option: HospitalOption | string): string {
  if (typeof option === 'string') return option;
  return 'newName' in option ? option.newName : option.accountName;
}

function sameName(a: string, b: string) {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

function toOption(choice: HospitalChoice): HospitalOption | null {
  if (!choice) return null;
  return '_id' in choice ? choice : { newName: choice.accountName };
}

export function HospitalAutocomplete({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  disabled,
}: {
  value: HospitalChoice;
  onChange: (choice: HospitalChoice) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}) {
  const [inputText, setInputText] = useState(value?.accountName ?? '');
  const [isOpen, setOpen] = useState(false);
  const search = useDebouncedValue(inputText.trim(), SEARCH_DEBOUNCE_MS);
  const accounts = useAccountList(search, isOpen || search.length > 0);
  const options: AccountOption[] = accounts.data ?? [];

  const choose = (option: HospitalOption | string | null) => {
    if (option === null) return onChange(null);
    if (typeof option === 'string') {
      const text = option.trim();
      if (!text) return onChange(null);
      const existing = options.find((o) => sameName(o.accountName, text));
      return onChange(existing ?? { accountName: text });
    }
    onChange('newName' in option ? { accountName: option.newName } : option);
  };

  return (
    <Autocomplete<HospitalOption, false, false, true>
      freeSolo
      selectOnFocus
      handleHomeEndKeys
      disabled={disabled ?? false}
      open={isOpen}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={toOption(value)}
      inputValue={inputText}
      onInputChange={(_event, text, reason) => {
        setInputText(text);
        // Typing over a chosen hospital un-chooses it; the new text must be picked or added.
        if (reason === 'input' && value && !sameName(text, value.accountName)) onChange(null);
      }}
      onChange={(_event, option) => choose(option)}
      onBlur={onBlur}
      filterOptions={(_options, state) => {
        const text = state.inputValue.trim();
        const matches: HospitalOption[] = text ? matchText(options, state) : [...options];
        if (text && !options.some((o) => sameName(o.accountName, text))) matches.push({ newName: text });
        return matches;
      }}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, current) =>
        typeof current !== 'string' && '_id' in option && '_id' in current
          ? option._id === current._id
          : sameName(labelOf(option), labelOf(current))
      }
      loading={accounts.isFetching}
      loadingText="Searching hospitals…"
      noOptionsText={accounts.isError ? errorMessage(accounts.error) : 'Type your hospital\u2019s name'}
      renderOption={(props, option) => {
        const { key, ...itemProps } = props;
        const isNew = 'newName' in option;
        return (
          <Box component="li" key={key} {...itemProps} sx={{ gap: 1.25 }}>
            {isNew ? (
              <AddBusiness fontSize="small" color="primary" aria-hidden="true" />
            ) : (
              <LocalHospital fontSize="small" color="action" aria-hidden="true" />
            )}
            {isNew ? `Add "${option.newName}" as a new hospital` : option.accountName}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Hospital"
          inputRef={inputRef}
          error={error ?? false}
          helperText={
            helperText ??
            (value && !('_id' in value)
              ? 'A new hospital: you will be its Account Admin.'
              : 'Find your hospital, or add it if it is not on CaseCover yet.')
          }
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: LIMITS.hospitalMax },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {accounts.isFetching && isOpen ? (
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
