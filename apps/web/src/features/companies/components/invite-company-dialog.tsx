import { MSG, companyInviteInputSchema, type CompanyInviteForm } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { useInviteCompany } from '../api/invite-company';
import { useInviteDivisions } from '../api/invite-divisions';
import { InviteCompanyField, type CompanyChoice } from './invite-company-field';
import { InviteCompanyNewFields } from './invite-company-new-fields';

/** The spec closes Invite Company 1 s after it succeeds. */
export const INVITE_CLOSE_AFTER_MS = 1000;

const EMPTY: CompanyInviteForm = {
  companyId: '',
  companyName: '',
  divisioninvite: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  divisionName: '',
  size: 'medium',
  type: 'clinical',
};

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * Invite Company, two modes: a company picked from the list (and, for a large one, its division)
 * is linked to the hospital at once; a typed new name reveals its admin's contact fields. Mount
 * with a fresh `key` each time it opens.
 */
export function InviteCompanyDialog({
  open,
  onClose,
  onExited,
}: {
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
}) {
  const [choice, setChoice] = useState<CompanyChoice>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isSaved, setSaved] = useState(false);
  const timeout = useTimeout();
  const invite = useInviteCompany();
  const form = useForm<CompanyInviteForm>({ resolver: zodResolver(companyInviteInputSchema), defaultValues: EMPTY });
  const { control, handleSubmit, setValue, setError, clearErrors } = form;

  const existing = choice && '_id' in choice ? choice : null;
  const isNew = choice !== null && 'newName' in choice;
  const needsDivision = existing?.size === 'large';
  const divisions = useInviteDivisions(existing?._id ?? '', needsDivision);
  const isLocked = invite.isPending || isSaved;

  const onChoose = (next: CompanyChoice) => {
    setChoice(next);
    setValue('companyId', next && '_id' in next ? next._id : '');
    setValue('companyName', next ? ('_id' in next ? next.name : next.newName) : '');
    setValue('divisioninvite', '');
    clearErrors();
  };

  const handleClose = () => {
    timeout.clear();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (needsDivision && !values.divisioninvite) {
      setError('divisioninvite', { message: MSG.companyInvite.divisionRequired }, { shouldFocus: true });
      return;
    }
    setNotice(null);
    try {
      const body = existing
        ? { companyId: existing._id, ...(needsDivision ? { divisioninvite: values.divisioninvite } : {}) }
        : { ...values, companyId: '', divisioninvite: '' };
      const response = await invite.mutateAsync(body);
      setSaved(true);
      setNotice({ severity: 'success', text: response.msg });
      timeout.schedule(onClose, INVITE_CLOSE_AFTER_MS);
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      title="Invite Company"
      description="Invite a company on CaseCover to work with your hospital, or a new company to join."
      maxWidth="sm"
      onClose={handleClose}
      {...(onExited ? { onExited } : {})}
      onSubmit={onSubmit}
      submitLabel="Invite"
      isSubmitting={invite.isPending}
      isSubmitDisabled={isSaved}
      notice={notice}
      closeOnBackdrop={!isNew}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.25, pt: 1 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            name="companyName"
            control={control}
            render={(props) => {
              const { inputRef, error, helperText, onBlur } = controlledFieldProps(props);
              return (
                <InviteCompanyField
                  value={choice}
                  onChange={onChoose}
                  onBlur={onBlur}
                  inputRef={inputRef}
                  error={error}
                  helperText={helperText}
                  disabled={isLocked}
                />
              );
            }}
          />
        </Box>
        {needsDivision ? (
          <Controller
            name="divisioninvite"
            control={control}
            render={(props) => (
              <TextField
                {...controlledFieldProps(props)}
                value={props.field.value ?? ''}
                select
                label="Division"
                disabled={isLocked || divisions.isPending}
                sx={{ gridColumn: '1 / -1' }}
              >
                {divisions.data?.length === 0 ? (
                  <MenuItem value="" disabled>
                    This company has no divisions yet
                  </MenuItem>
                ) : null}
                {(divisions.data ?? []).map((division) => (
                  <MenuItem key={division._id} value={division._id}>
                    {division.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
        {isNew ? <InviteCompanyNewFields control={control} disabled={isLocked} /> : null}
      </Box>
    </FormDialog>
  );
}
