import { assignableRoleSchema, isAccountRole, type DepartmentOption, type UserRow } from '@casecover/shared';
import { useEditUser } from '../api/edit-user';
import { UserFormDialog } from './user-form-dialog';
import { isDepartmentBound } from '@/lib/roles';

/** The spec closes Edit User 1 s after the server's message. */
const CLOSE_AFTER_SUCCESS_MS = 1000;

export function EditUserDialog({
  open,
  row,
  isSelf,
  departments,
  onClose,
  onExited,
}: {
  open: boolean;
  row: UserRow;
  isSelf: boolean;
  departments: DepartmentOption[];
  onClose: () => void;
  onExited?: () => void;
}) {
  const editUser = useEditUser();
  return (
    <UserFormDialog
      open={open}
      title="Edit User"
      submitLabel="Save Changes"
      defaultValues={{
        name: row.name,
        email: row.email,
        phone: row.phone ?? '',
        role: isAccountRole(row.role) ? row.role : '',
        departmentId: isDepartmentBound(row.role) ? (row.department_details[0]?._id ?? '') : '',
      }}
      departments={departments}
      isEmailLocked
      isRoleLocked={isSelf}
      closeAfterMs={CLOSE_AFTER_SUCCESS_MS}
      onClose={onClose}
      {...(onExited ? { onExited } : {})}
      save={(values) =>
        editUser.mutateAsync({
          userId: row._id,
          name: values.name,
          // The email cannot change; the row's own value is sent back as it is.
          email: row.email,
          phone: values.phone,
          role: assignableRoleSchema.parse(values.role),
          departmentId: values.departmentId,
        })
      }
    />
  );
}
