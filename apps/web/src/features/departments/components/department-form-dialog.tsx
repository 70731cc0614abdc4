import { addDepartmentInputSchema, type Department } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAddDepartment } from '../api/add-department';
import { useUpdateDepartment } from '../api/update-department';

/**
 * Add Department, or Edit Department when `department` is given: one name field. The primary
 * button stays disabled while the name is empty; the spec's messages show as the name is typed.
 * Mount with a fresh `key` each time it opens.
 */
export function DepartmentFormDialog({
  open,
  department,
  onSaved,
  onClose,
  onExited,
}: {
  open: boolean;
  department: Department | null;
  onSaved: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const add = useAddDepartment();
  const update = useUpdateDepartment();
  const mutation = department ? update : add;
  const form = useForm({
    resolver: zodResolver(addDepartmentInputSchema),
    defaultValues: { name: department?.name ?? '' },
    mode: 'onChange',
  });
  const name = useWatch({ control: form.control, name: 'name' });

  const onSubmit = form.handleSubmit(async ({ name: valid }) => {
    try {
      const response = department
        ? await update.mutateAsync({ id: department._id, name: valid })
        : await add.mutateAsync({ name: valid });
      onSaved(response.msg);
    } catch {
      // The dialog's alert shows the server's answer (a taken name, a lost department).
    }
  });

  return (
    <FormDialog
      open={open}
      title={department ? 'Edit Department' : 'Add Department'}
      onClose={onClose}
      onExited={onExited}
      onSubmit={onSubmit}
      submitLabel={department ? 'Update' : 'Add'}
      isSubmitting={mutation.isPending}
      isSubmitDisabled={name.trim() === ''}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      <Controller
        control={form.control}
        name="name"
        render={(props) => (
          <TextField
            {...controlledFieldProps(props)}
            label="Department Name"
            placeholder="e.g. Cardiology"
            fullWidth
            autoFocus
            autoComplete="off"
            sx={{ mt: 1 }}
          />
        )}
      />
    </FormDialog>
  );
}
