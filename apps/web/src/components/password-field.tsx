import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { InputField, type InputFieldProps } from './input-field';

export type PasswordFieldProps = Omit<InputFieldProps, 'type' | 'endAdornment'> & {
  /** Accessible names of the visibility toggle (pages with two password fields tell them apart). */
  showLabel?: string;
  hideLabel?: string;
};

export function PasswordField({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <InputField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? hideLabel : showLabel}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(e) => e.preventDefault()}
            edge="end"
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
