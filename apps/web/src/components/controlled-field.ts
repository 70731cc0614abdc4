import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * Props for a MUI text field driven by a react-hook-form Controller. The ref goes to the input
 * element (not the field's root), so focusing the first invalid field works.
 */
export function controlledFieldProps<T extends FieldValues, N extends FieldPath<T>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
}) {
  const { ref, ...rest } = field;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
  };
}
