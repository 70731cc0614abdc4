import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';

export interface InputFieldProps {
  label: string;
  name?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A one-line outlined text field, as MUI's TextField draws it, built from its parts. TextField
 * also carries the select variant (menu, popover, modal), which the sign-in page would load for
 * nothing; fields that are never a select use this one.
 */
export function InputField({
  label,
  helperText,
  error = false,
  disabled,
  sx,
  endAdornment,
  ...input
}: InputFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth error={error} disabled={disabled ?? false} {...(sx ? { sx } : {})}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        endAdornment={endAdornment}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
