import { ASSIGNABLE_ROLES, MSG, ROLE_LABELS, type PendingRegistrant } from '@casecover/shared';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { isDepartmentBound } from '@/lib/roles';
import { useAccount } from '../api/get-account';
import { useApproveRegistrant, useRejectRegistrant } from '../api/registrations';

type Role = (typeof ASSIGNABLE_ROLES)[number];

/** Approves a registrant of any hospital with a role, and a department of that hospital for a Scheduler. */
export function ApproveRegistrantDialog({
  registrant,
  onDone,
  onClose,
}: {
  registrant: PendingRegistrant;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const mutation = useApproveRegistrant();
  const account = useAccount(registrant.accountId);
  const [role, setRole] = useState<Role | ''>('');
  const [departmentId, setDepartmentId] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const needsDepartment = role !== '' && isDepartmentBound(role);
  const roleError = isSubmitted && role === '' ? MSG.users.roleRequired : null;
  const departmentError = isSubmitted && needsDepartment && !departmentId ? MSG.users.departmentRequired : null;
  return (
    <FormDialog
      open
      title="Approve Registrant"
      description={
        <>
          <strong>{registrant.name}</strong> ({registrant.email}) asked to join{' '}
          <strong>{registrant.accountName}</strong>. Choose the role they will have.
        </>
      }
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (role === '' || (needsDepartment && !departmentId)) return;
        mutation.mutate(
          { userId: registrant._id, role, departmentId: needsDepartment ? departmentId : undefined },
          { onSuccess: (response) => onDone(response.msg) },
        );
      }}
      submitLabel="Approve"
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      <Stack spacing={2.25} sx={{ pt: 1 }}>
        <TextField
          select
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          error={Boolean(roleError)}
          helperText={roleError}
        >
          {ASSIGNABLE_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        {needsDepartment ? (
          <TextField
            select
            label="Department"
            value={departmentId}
            onChange={(event) => setDepartmentId(event.target.value)}
            error={Boolean(departmentError)}
            helperText={departmentError ?? (account.isPending ? 'Loading departments…' : null)}
          >
            {(account.data?.departments ?? []).map((d) => (
              <MenuItem key={d._id} value={d._id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

/** Turns a registrant away: he is kept, marked deleted, and cannot sign in. */
export function RejectRegistrantDialog({
  registrant,
  onDone,
  onClose,
}: {
  registrant: PendingRegistrant;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const mutation = useRejectRegistrant();
  return (
    <FormDialog
      open
      title="Reject Registrant"
      description={
        <>
          Reject <strong>{registrant.name}</strong>’s request to join <strong>{registrant.accountName}</strong>? They
          will not be able to sign in.
        </>
      }
      focusCancel
      onClose={onClose}
      onSubmit={() => mutation.mutate(registrant._id, { onSuccess: (response) => onDone(response.msg) })}
      submitLabel="Reject"
      submitColor="error"
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    />
  );
}
