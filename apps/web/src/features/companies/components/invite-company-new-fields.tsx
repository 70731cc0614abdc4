import { COMPANY_SIZES, COMPANY_TYPES, INVITE_DIVISION_MAX, type CompanyInviteForm } from '@casecover/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { EmailField, PhoneField } from '@/components/contact-fields';
import { controlledFieldProps } from '@/components/controlled-field';

const SIZE_LABELS = { small: 'Small', medium: 'Medium', large: 'Large' } as const;
const TYPE_LABELS = { clinical: 'Clinical', other: 'Other' } as const;

/** What a new company's invitation asks for: its admin's contact, an optional division, size and type. */
export function InviteCompanyNewFields({
  control,
  disabled,
}: {
  control: Control<CompanyInviteForm>;
  disabled: boolean;
}) {
  const text = (name: 'firstName' | 'lastName' | 'divisionName', label: string, hint?: string) => (
    <Controller
      name={name}
      control={control}
      render={(props) => {
        const fieldProps = controlledFieldProps(props);
        return (
          <TextField
            {...fieldProps}
            value={props.field.value ?? ''}
            label={label}
            autoComplete="off"
            disabled={disabled}
            helperText={fieldProps.helperText ?? hint}
            {...(name === 'divisionName'
              ? { slotProps: { htmlInput: { maxLength: INVITE_DIVISION_MAX + 1 } }, sx: { gridColumn: '1 / -1' } }
              : {})}
          />
        );
      }}
    />
  );
  return (
    <>
      {text('firstName', 'First Name')}
      {text('lastName', 'Last Name')}
      <EmailField control={control} name="email" autoComplete="off" disabled={disabled} />
      <PhoneField control={control} name="phone" autoComplete="off" disabled={disabled} hint="Optional" />
      {text('divisionName', 'Division', 'Optional')}
      <Controller
        name="size"
        control={control}
        render={(props) => (
          <TextField
            {...controlledFieldProps(props)}
            value={props.field.value ?? 'medium'}
            select
            label="Company Size"
            disabled={disabled}
          >
            {COMPANY_SIZES.map((size) => (
              <MenuItem key={size} value={size}>
                {SIZE_LABELS[size]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="type"
        control={control}
        render={(props) => (
          <TextField
            {...controlledFieldProps(props)}
            value={props.field.value ?? 'clinical'}
            select
            label="Company Type"
            disabled={disabled}
          >
            {COMPANY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
