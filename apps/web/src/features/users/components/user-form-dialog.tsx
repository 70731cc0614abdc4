import { MSG, userFormSchema, type DepartmentOption, type MessageResponse, type UserForm } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { controlledFieldProps } from '@/components/controlled-field';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { FormDialog } from '@/components/form-dialog';
import { RoleDepartmentFields } from './role-department-fields';
import { EmailField, PhoneField } from '@/components/contact-fields';

export type ValidUserForm = z.output<typeof userFormSchema>;

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * The Add User and Edit User form. Department shows, and is required, only for a Scheduler;
 * choosing another role clears it. Mount with a fresh `key` each time it opens.
 */
export function UserFormDialog({
  open,
  title,
  submitLabel,
  defaultValues,
  departments,
  isEmailLocked = false,
  isRoleLocked = false,
  closeAfterMs,
  save,
  onClose,
  onExited,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  defaultValues: UserForm;
  departments: DepartmentOption[];
  isEmailLocked?: boolean;
  isRoleLocked?: boolean;
  closeAfterMs: number;
  save: (values: ValidUserForm) => Promise<MessageResponse>;
  onClose: () => void;
  onExited?: () => void;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const timeout = useTimeout();
  const form = useForm({
    resolver: zodResolver(userFormSchema),
    defaultValues,
  });
  const { control, handleSubmit } = form;

  const handleClose = () => {
    timeout.clear();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    setSaving(true);
    try {
      const response = await save(values);
      setSaved(true);
      setNotice({ severity: 'success', text: response.msg });
      timeout.schedule(onClose, closeAfterMs);
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  });

  const isLocked = isSaving || isSaved;

  return (
    <FormDialog
      open={open}
      title={title}
      maxWidth="sm"
      onClose={handleClose}
      onExited={onExited}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      isSubmitting={isSaving}
      isSubmitDisabled={isSaved}
      notice={notice}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2.25,
          pt: 1,
        }}
      >
        <Controller
          name="name"
          control={control}
          render={(props) => (
            <TextField {...controlledFieldProps(props)} label="Name" autoComplete="off" autoFocus disabled={isLocked} />
          )}
        />
        <PhoneField control={control} name="phone" autoComplete="off" disabled={isLocked} />
        <EmailField
          control={control}
          name="email"
          autoComplete="off"
          disabled={isLocked || isEmailLocked}
          hint={isEmailLocked ? MSG.users.emailNotEditable : undefined}
          sx={{ gridColumn: '1 / -1' }}
        />
        <RoleDepartmentFields
          form={form}
          departments={departments}
          disabled={isLocked}
          isRoleLocked={isRoleLocked}
          roleLockedText={MSG.users.selfDemote}
        />
      </Box>
    </FormDialog>
  );
}
