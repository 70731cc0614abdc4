import { ASSIGNABLE_ROLES, ROLE_LABELS, type DepartmentOption, type UserForm } from '@casecover/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { isDepartmentBound } from '@/lib/roles';

export type RoleDepartmentValues = Pick<UserForm, 'role' | 'departmentId'>;

/**
 * The Role select and, for a Scheduler only, the Department select: the same rule the server
 * applies. Choosing a role that is not bound to a department clears the department.
 */
export function RoleDepartmentFields<T extends RoleDepartmentValues>({
  form,
  departments,
  disabled,
  isRoleLocked = false,
  roleLockedText,
}: {
  form: Pick<UseFormReturn<T>, 'control' | 'setValue' | 'clearErrors'>;
  departments: DepartmentOption[];
  disabled: boolean;
  isRoleLocked?: boolean;
  /** Shown under Role while it is locked. */
  roleLockedText?: string;
}) {
  // Both forms hold these two fields under the same names; react-hook-form cannot see that through a generic.
  const { control, setValue, clearErrors } = form as unknown as {
    control: Control<RoleDepartmentValues>;
    setValue: UseFormReturn<RoleDepartmentValues>['setValue'];
    clearErrors: UseFormReturn<RoleDepartmentValues>['clearErrors'];
  };
  const role = useWatch({ control, name: 'role' });

  return (
    <>
      <Controller
        name="role"
        control={control}
        render={(props) => {
          const fieldProps = controlledFieldProps(props);
          return (
            <TextField
              {...fieldProps}
              select
              label="Role"
              disabled={disabled || isRoleLocked}
              helperText={fieldProps.helperText ?? (isRoleLocked ? roleLockedText : undefined)}
              onChange={(event) => {
                const next = event.target.value;
                props.field.onChange(next);
                if (!isDepartmentBound(next)) {
                  setValue('departmentId', '');
                  clearErrors('departmentId');
                }
              }}
            >
              {ASSIGNABLE_ROLES.map((value) => (
                <MenuItem key={value} value={value}>
                  {ROLE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
      {isDepartmentBound(role) ? (
        <Controller
          name="departmentId"
          control={control}
          render={(props) => (
            <TextField
              {...controlledFieldProps(props)}
              value={props.field.value ?? ''}
              select
              label="Department"
              disabled={disabled}
            >
              {departments.length === 0 ? (
                <MenuItem value="" disabled>
                  No departments yet
                </MenuItem>
              ) : null}
              {departments.map((department) => (
                <MenuItem key={department._id} value={department._id}>
                  {department.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
    </>
  );
}
