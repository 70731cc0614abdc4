import { LIMITS, type AccountOption, type registerFormSchema } from '@casecover/shared';
import LocalHospital from '@mui/icons-material/LocalHospitalOutlined';
import type { Ref } from 'react';
import type { z } from 'zod';
import { PickOrAddField, type PickOrAdd } from '@/components/pick-or-add-field';
import { useAccountList } from '../api/get-account-list';

/** What the form holds while it is being filled in: nothing yet, an existing hospital, or a new name. */
export type HospitalChoice = z.input<typeof registerFormSchema>['hospital'];

const nameOf = (o: AccountOption) => o.accountName;
const TEXTS = {
  searching: 'Searching hospitals…',
  empty: 'Type your hospital\u2019s name',
  addNew: (name: string) => `Add "${name}" as a new hospital`,
  hint: (value: PickOrAdd<AccountOption>) =>
    value && 'newName' in value
      ? 'A new hospital: you will be its Account Admin.'
      : 'Find your hospital, or add it if it is not on CaseCover yet.',
};

const toField = (choice: HospitalChoice): PickOrAdd<AccountOption> =>
  !choice ? null : '_id' in choice ? choice : { newName: choice.accountName };
const fromField = (choice: PickOrAdd<AccountOption>): HospitalChoice =>
  !choice ? null : 'newName' in choice ? { accountName: choice.newName.trim() } : choice;

/** Register's Hospital field: find the hospital on CaseCover, or add a new one by its name. */
export function HospitalAutocomplete({
  value,
  onChange,
  ...props
}: {
  value: HospitalChoice;
  onChange: (choice: HospitalChoice) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
}) {
  return (
    <PickOrAddField<AccountOption>
      {...props}
      value={toField(value)}
      onChange={(choice) => onChange(fromField(choice))}
      useOptions={useAccountList}
      nameOf={nameOf}
      typing="clear"
      label="Hospital"
      maxLength={LIMITS.hospitalMax}
      icon={<LocalHospital fontSize="small" color="action" aria-hidden="true" />}
      texts={TEXTS}
    />
  );
}
