import { SERVICE_TYPE_NAME_MAX, type ServiceType } from '@casecover/shared';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useAddServiceType } from '../api/add-service-type';
import { useServiceTypes } from '../api/get-service-types';

/** A type to choose, or the typed text offered as a new type ("Add “Imaging”"). */
type TypeOption = ServiceType & { isNew?: boolean };

const matchName = createFilterOptions<TypeOption>({ stringify: (o) => o.serviceType, ignoreAccents: true });

/**
 * The service type picker. When the type the admin needs is missing he types it and picks
 * "Add “…”": the type is created for the company at once and chosen.
 */
export function ServiceTypeField({
  companyId,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  companyId: string;
  value: ServiceType | null;
  onChange: (value: ServiceType | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string | undefined;
}) {
  const types = useServiceTypes(companyId);
  const addType = useAddServiceType();
  const [input, setInput] = useState('');
  const options: TypeOption[] = types.data ?? [];

  const choose = (next: TypeOption | null) => {
    addType.reset();
    if (!next?.isNew) return onChange(next);
    addType.mutate(
      { companyId, serviceType: next.serviceType },
      { onSuccess: (response) => onChange({ _id: response.data._id, serviceType: response.data.serviceType }) },
    );
  };

  const addError = addType.isError ? errorMessage(addType.error) : undefined;
  return (
    <Autocomplete<TypeOption>
      value={value}
      onChange={(_event, next) => choose(next)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      filterOptions={(list, state) => {
        const matches = matchName(list, state);
        const typed = state.inputValue.trim();
        const exists = list.some((o) => o.serviceType.toLowerCase() === typed.toLowerCase());
        return typed && !exists && typed.length <= SERVICE_TYPE_NAME_MAX
          ? [...matches, { _id: '', serviceType: typed, isNew: true }]
          : matches;
      }}
      getOptionLabel={(o) => o.serviceType}
      getOptionKey={(o) => (o.isNew ? `new:${o.serviceType}` : o._id)}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.isNew ? `Add \u201c${o.serviceType}\u201d as a new type` : o.serviceType}
        </li>
      )}
      isOptionEqualToValue={(o, current) => o._id === current._id}
      loading={types.isPending || addType.isPending}
      loadingText="Loading…"
      noOptionsText="Type a name to add the first service type"
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Service Type"
          inputRef={inputRef}
          error={Boolean(error ?? addError)}
          helperText={addError ?? error ?? 'Pick one, or type a new type\u2019s name to add it'}
        />
      )}
    />
  );
}
