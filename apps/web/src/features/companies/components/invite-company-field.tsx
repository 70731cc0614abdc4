import { COMPANY_NAME_MAX, type InviteCompanyOption } from '@casecover/shared';
import AddBusiness from '@mui/icons-material/AddBusiness';
import Business from '@mui/icons-material/BusinessOutlined';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type Ref } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useInviteCompanyOptions } from '../api/invite-company-options';

/** An existing company picked from the list, or a typed name for a new one. */
export type CompanyChoice = InviteCompanyOption | { newName: string } | null;

const SEARCH_DEBOUNCE_MS = 250;
const matchText = createFilterOptions<InviteCompanyOption>({ stringify: (o) => o.name, ignoreAccents: true });

const labelOf = (option: Exclude<CompanyChoice, null> | string) =>
  typeof option === 'string' ? option : 'newName' in option ? option.newName : option.name;
const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * The Company field of Invite Company: typing searches the companies on CaseCover; picking one
 * invites it as it is, while a name not on the list is offered as a new company. Companies that
 * already work with the hospital are shown but cannot be picked.
 */
export function InviteCompanyField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  disabled,
}: {
  value: CompanyChoice;
  onChange: (choice: CompanyChoice) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
}) {
  const [inputText, setInputText] = useState(value ? labelOf(value) : '');
  const [isOpen, setOpen] = useState(false);
  const search = useDebouncedValue(inputText.trim(), SEARCH_DEBOUNCE_MS);
  const companies = useInviteCompanyOptions(search, isOpen || search.length > 0);
  const options = companies.data ?? [];

  const choose = (option: Exclude<CompanyChoice, null> | string | null) => {
    if (option === null) return onChange(null);
    if (typeof option !== 'string') return onChange(option);
    const text = option.trim();
    const existing = options.find((o) => sameName(o.name, text));
    onChange(text ? (existing && !existing.linked ? existing : { newName: text }) : null);
  };

  return (
    <Autocomplete<Exclude<CompanyChoice, null>, false, false, true>
      freeSolo
      selectOnFocus
      handleHomeEndKeys
      disabled={disabled}
      open={isOpen}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      inputValue={inputText}
      onInputChange={(_event, text, reason) => {
        setInputText(text);
        // Typing is a new company's name until a listed one is picked. Kept as typed (the form
        // trims it), so the field does not swallow a space typed between two words.
        if (reason === 'input') onChange(text.trim() ? { newName: text } : null);
      }}
      onChange={(_event, option) => choose(option)}
      onBlur={onBlur}
      filterOptions={(_options, state) => {
        const text = state.inputValue.trim();
        const matches: Exclude<CompanyChoice, null>[] = text ? matchText(options, state) : [...options];
        if (text && !options.some((o) => sameName(o.name, text))) matches.push({ newName: text });
        return matches;
      }}
      getOptionLabel={labelOf}
      getOptionDisabled={(option) => '_id' in option && option.linked}
      isOptionEqualToValue={(option, current) =>
        typeof current !== 'string' && '_id' in option && '_id' in current
          ? option._id === current._id
          : sameName(labelOf(option), labelOf(current))
      }
      loading={companies.isFetching}
      loadingText="Searching companies…"
      noOptionsText={companies.isError ? errorMessage(companies.error) : 'Type the company\u2019s name'}
      renderOption={(props, option) => {
        const { key, ...itemProps } = props;
        const isNew = 'newName' in option;
        return (
          <Box component="li" key={key} {...itemProps} sx={{ gap: 1.25 }}>
            {isNew ? (
              <AddBusiness fontSize="small" color="primary" aria-hidden="true" />
            ) : (
              <Business fontSize="small" color="action" aria-hidden="true" />
            )}
            <Box sx={{ minWidth: 0 }}>
              {isNew ? `Invite "${option.newName}" as a new company` : option.name}
              {!isNew ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {option.linked ? 'Already works with your hospital' : `${option.size} company`}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Company"
          inputRef={inputRef}
          autoFocus
          error={error}
          helperText={
            helperText ??
            (!value
              ? 'Choose a company on CaseCover, or type a new company\u2019s name.'
              : 'newName' in value
                ? 'A new company: its admin signs up through the emailed link.'
                : 'On CaseCover already: it works with your hospital at once and its admin is told.')
          }
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: COMPANY_NAME_MAX },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {companies.isFetching && isOpen ? (
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
