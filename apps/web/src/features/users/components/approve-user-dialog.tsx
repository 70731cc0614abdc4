import {
  MSG,
  assignableRoleSchema,
  isAccountRole,
  userFormSchema,
  type DepartmentOption,
  type UserRow,
} from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { useApproveUser } from '../api/approve-user';
import { isDepartmentBound } from '@/lib/roles';
import { FormDialog } from '@/components/form-dialog';
import { RoleDepartmentFields } from './role-department-fields';

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
  const form = useForm({
    resolver: zodResolver(approveFormSchema),
    defaultValues: {
      role: isAccountRole(row.role) ? row.role : '',
      departmentId: row.department_details[0]?._id ?? '',
    },
  });
  const onSubmit = form.handleSubmit((values) => {
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
        <RoleDepartmentFields form={form} departments={departments} disabled={mutation.isPending} />
      </Box>
    </FormDialog>
  );
}
