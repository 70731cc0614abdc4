import { COMPANY_NAME_MAX, type InviteCompanyOption } from '@casecover/shared';
import Business from '@mui/icons-material/BusinessOutlined';
import type { Ref } from 'react';
import { PickOrAddField, type PickOrAdd } from '@/components/pick-or-add-field';
import { useInviteCompanyOptions } from '../api/invite-company-options';

/** An existing company picked from the list, or a typed name for a new one. */
export type CompanyChoice = PickOrAdd<InviteCompanyOption>;

const nameOf = (o: InviteCompanyOption) => o.name;
const TEXTS = {
  searching: 'Searching companies…',
  empty: 'Type the company\u2019s name',
  addNew: (name: string) => `Invite "${name}" as a new company`,
  hint: (value: CompanyChoice) =>
    !value
      ? 'Choose a company on CaseCover, or type a new company\u2019s name.'
      : 'newName' in value
        ? 'A new company: its admin signs up through the emailed link.'
        : 'On CaseCover already: it works with your hospital at once and its admin is told.',
};

/**
 * The Company field of Invite Company: typing searches the companies on CaseCover; picking one
 * invites it as it is, while a name not on the list is offered as a new company. Companies that
 * already work with the hospital are shown but cannot be picked.
 */
export function InviteCompanyField(props: {
  value: CompanyChoice;
  onChange: (choice: CompanyChoice) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
}) {
  return (
    <PickOrAddField<InviteCompanyOption>
      {...props}
      autoFocus
      useOptions={useInviteCompanyOptions}
      nameOf={nameOf}
      typing="asNew"
      label="Company"
      maxLength={COMPANY_NAME_MAX}
      icon={<Business fontSize="small" color="action" aria-hidden="true" />}
      texts={TEXTS}
      isDisabled={(o) => o.linked}
      caption={(o) => (o.linked ? 'Already works with your hospital' : `${o.size} company`)}
    />
  );
}
