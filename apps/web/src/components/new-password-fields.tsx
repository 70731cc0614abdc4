import { Controller, type Control } from 'react-hook-form';
import { controlledFieldProps } from './controlled-field';
import { PasswordField } from './password-field';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation, as the reset and signup forms ask for them. `label`
 * names the first field ("New Password", "Password"); its show/hide buttons follow it.
 */
export function NewPasswordFields({
  control,
  label,
  disabled,
}: {
  control: Control<NewPasswordValues>;
  label: string;
  disabled: boolean;
}) {
  const lower = label.toLowerCase();
  return (
    <>
      <Controller
        name="password"
        control={control}
        render={(props) => (
          <PasswordField
            {...controlledFieldProps(props)}
            label={label}
            autoComplete="new-password"
            disabled={disabled}
            showLabel={`Show ${lower}`}
            hideLabel={`Hide ${lower}`}
          />
        )}
      />
      <Controller
        name="confirmPassword"
        control={control}
        render={(props) => (
          <PasswordField
            {...controlledFieldProps(props)}
            label="Confirm Password"
            autoComplete="new-password"
            disabled={disabled}
            showLabel="Show confirm password"
            hideLabel="Hide confirm password"
          />
        )}
      />
    </>
  );
}
