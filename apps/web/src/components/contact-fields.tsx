import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlledFieldProps } from './controlled-field';

type ContactFieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  /** Shown under the field while it has no error. */
  hint?: string | undefined;
} & Pick<TextFieldProps, 'autoComplete' | 'autoFocus' | 'disabled' | 'sx'>;

/** A react-hook-form field shown as a text field: the error message under it, or the hint. */
function ContactField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  hint,
  ...props
}: ContactFieldProps<T, N> & Pick<TextFieldProps, 'label' | 'type' | 'placeholder'>) {
  return (
    <Controller
      name={name}
      control={control}
      render={(controller) => {
        const fieldProps = controlledFieldProps(controller);
        return <TextField {...fieldProps} {...props} helperText={fieldProps.helperText ?? hint} />;
      }}
    />
  );
}

/** The Email field of the sign-in, registration, password and user forms. */
export function EmailField<T extends FieldValues, N extends FieldPath<T>>({
  autoComplete = 'email',
  ...props
}: ContactFieldProps<T, N>) {
  return <ContactField {...props} autoComplete={autoComplete} label="Email" type="email" />;
}

/** The Phone field of the registration and user forms, with the format it expects as placeholder. */
export function PhoneField<T extends FieldValues, N extends FieldPath<T>>({
  autoComplete = 'tel',
  ...props
}: ContactFieldProps<T, N>) {
  return <ContactField {...props} autoComplete={autoComplete} label="Phone" type="tel" placeholder="800-555-5555" />;
}
