import {
  ASSIGNABLE_ROLES,
  MSG,
  ROLE_LABELS,
  assignableRoleSchema,
  isAccountRole,
  userFormSchema,
  type DepartmentOption,
  type UserRow,
} from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { controlledFieldProps } from '@/components/controlled-field';
import { errorMessage } from '@/lib/api-client';
import { useApproveUser } from '../api/approve-user';
import { isDepartmentBound } from '@/lib/roles';
import { FormDialog } from '@/components/form-dialog';

/** The role and department fields of the user form, with the same Scheduler rule the server applies. */
const approveFormSchema = z
  .object({ role: userFormSchema.shape.role, departmentId: userFormSchema.shape.departmentId })
  .refine((v) => !isDepartmentBound(v.role) || Boolean(v.departmentId), {
    message: MSG.users.departmentRequired,
    path: ['departmentId'],
  });

export function ApproveUserDialog({
  open,
  row,
  departments,
  onDone,
  onClose,
  onExited,
}: {
  open: boolean;
  row: UserRow;
  departments: DepartmentOption[];
  onDone: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const mutation = useApproveUser();
  const { control, handleSubmit, setValue, clearErrors } = useForm({
    resolver: zodResolver(approveFormSchema),
    defaultValues: {
      role: isAccountRole(row.role) ? row.role : '',
      departmentId: row.department_details[0]?._id ?? '',
    },
  });
  const role = useWatch({ control, name: 'role' });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      { userId: row._id, role: assignableRoleSchema.parse(values.role), departmentId: values.departmentId },
      { onSuccess: (response) => onDone(response.msg) },
    );
  });

  return (
    <FormDialog
      open={open}
      title="Approve User"
      description={
        <>
          <strong>{row.name}</strong> ({row.email}) asked to join your hospital. Choose the role they will have.
        </>
      }
      onClose={onClose}
      onExited={onExited}
      onSubmit={onSubmit}
      submitLabel="Approve"
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      <Box sx={{ display: 'grid', gap: 2.25, pt: 1 }}>
        <Controller
          name="role"
          control={control}
          render={(props) => (
            <TextField
              {...controlledFieldProps(props)}
              select
              label="Role"
              disabled={mutation.isPending}
              onChange={(event) => {
                props.field.onChange(event.target.value);
                if (!isDepartmentBound(event.target.value)) {
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
          )}
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
                disabled={mutation.isPending}
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
      </Box>
    </FormDialog>
  );
}
