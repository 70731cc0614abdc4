import {
  addLocationInputSchema,
  LOCATION_DESCRIPTION_MAX,
  LOCATION_NAME_MAX,
  MSG,
  type AddressSuggestion,
  type LocationRow,
} from '@casecover/shared';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { invalidateLocations } from '../api/invalidate';
import { useSaveLocation } from '../api/save-location';
import { AddressAutocomplete } from './address-autocomplete';

/** The dialog closes this long after a successful save (spec part 2 §4). */
export const CLOSE_AFTER_SAVE_MS = 2000;

type Field = 'name' | 'address' | 'description';

function pickedOf(row: LocationRow | null): AddressSuggestion | null {
  if (!row?.geometry) return null;
  return { ...row.address, geometry: row.geometry };
}

/** The message a failed save shows: the server's (400/403/409), or the spec's general texts. */
function saveError(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.status >= 500) return MSG.serverError;
  if (isApiError(error) && !error.isNetworkError) return error.message || MSG.locations.saveFailed;
  return errorMessage(error, MSG.locations.saveNetwork);
}

export interface LocationFormDialogProps {
  open: boolean;
  /** Edit mode when a location is given; add mode otherwise. */
  location: LocationRow | null;
  onClose: () => void;
  onExited: () => void;
}

/** Add / Edit Location: name (2–50), an address picked from the suggestions, an optional description. */
export function LocationFormDialog({ open, location, onClose, onExited }: LocationFormDialogProps) {
  const isEdit = location !== null;
  const [name, setName] = useState(location?.name ?? '');
  const [picked, setPicked] = useState<AddressSuggestion | null>(() => pickedOf(location));
  const [addressText, setAddressText] = useState(location?.address.formattedAddress ?? '');
  const [description, setDescription] = useState(location?.description ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [isDone, setDone] = useState(false);
  const save = useSaveLocation();
  const queryClient = useQueryClient();
  const timeout = useTimeout();

  const clearError = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));

  const submit = () => {
    if (save.isPending || isDone) return;
    setNotice(null);
    const text = addressText.trim();
    const address = picked && picked.formattedAddress === addressText ? picked : null;
    const body = {
      name,
      description,
      address: address
        ? {
            formattedAddress: address.formattedAddress,
            city: address.city,
            state: address.state,
            zipCode: address.zipCode,
          }
        : { formattedAddress: text, city: '', state: '', zipCode: '' },
      geometry: address?.geometry,
    };
    const parsed = addLocationInputSchema.safeParse(body);
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'geometry' ? 'address' : (issue.path[0] as Field);
        next[key] ??= issue.message;
      }
    }
    // Text typed but no suggestion picked: the address cannot be placed.
    if (text && !address) next.address = MSG.locations.addressInvalid;
    setErrors(next);
    if (!parsed.success || Object.values(next).some(Boolean)) return;

    const values = parsed.data;
    if (
      location &&
      values.name === location.name &&
      values.description === location.description &&
      values.address.formattedAddress === location.address.formattedAddress &&
      values.geometry.coordinates[0] === location.geometry?.coordinates[0] &&
      values.geometry.coordinates[1] === location.geometry.coordinates[1]
    ) {
      setNotice({ severity: 'info', text: MSG.locations.noChanges });
      return;
    }
    save.mutate(location ? { ...values, location_id: location._id } : values, {
      onSuccess: (res) => {
        setDone(true);
        setNotice({ severity: 'success', text: res.msg });
        timeout.schedule(() => {
          onClose();
          void invalidateLocations(queryClient);
        }, CLOSE_AFTER_SAVE_MS);
      },
      onError: (error) => setNotice({ severity: 'error', text: saveError(error) }),
    });
  };

  return (
    <FormDialog
      open={open}
      title={isEdit ? 'Edit Location' : 'Add Location'}
      onClose={onClose}
      onExited={onExited}
      onSubmit={submit}
      submitLabel={isEdit ? 'Update' : 'Add'}
      isSubmitting={save.isPending}
      isSubmitDisabled={isDone}
      notice={notice}
      maxWidth="sm"
      closeOnBackdrop={false}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          label="Name"
          required
          autoFocus
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            clearError('name');
          }}
          error={Boolean(errors.name)}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: LOCATION_NAME_MAX + 10 } }}
        />
        <AddressAutocomplete
          value={picked}
          inputValue={addressText}
          onInputChange={(text) => {
            setAddressText(text);
            if (picked && text !== picked.formattedAddress) setPicked(null);
            clearError('address');
          }}
          onChange={(next) => {
            setPicked(next);
            clearError('address');
          }}
          error={errors.address}
        />
        <TextField
          label="Description"
          multiline
          minRows={3}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            clearError('description');
          }}
          error={Boolean(errors.description)}
          helperText={errors.description ?? `${description.length}/${LOCATION_DESCRIPTION_MAX}`}
        />
      </Stack>
    </FormDialog>
  );
}
