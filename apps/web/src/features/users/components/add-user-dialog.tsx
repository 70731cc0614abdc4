import { assignableRoleSchema, type DepartmentOption } from '@casecover/shared';
import { useAddUser } from '../api/add-user';
import { UserFormDialog } from './user-form-dialog';

/** The spec closes the dialog 2 s after "Employee registered Successfully". */
const CLOSE_AFTER_SUCCESS_MS = 2000;

export function AddUserDialog({
  open,
  departments,
  onClose,
  onExited,
}: {
  open: boolean;
  departments: DepartmentOption[];
  onClose: () => void;
  onExited?: () => void;
}) {
  const addUser = useAddUser();
  return (
    <UserFormDialog
      open={open}
      title="Add User"
      submitLabel="Add User"
      defaultValues={{ name: '', email: '', phone: '', role: '', departmentId: '' }}
      departments={departments}
      closeAfterMs={CLOSE_AFTER_SUCCESS_MS}
      onClose={onClose}
      {...(onExited ? { onExited } : {})}
      save={(values) =>
        addUser.mutateAsync({
          name: values.name,
          email: values.email,
          phone: values.phone,
          role: assignableRoleSchema.parse(values.role),
          departmentId: values.departmentId,
        })
      }
    />
  );
}
