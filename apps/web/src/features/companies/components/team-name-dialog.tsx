import { addTeamUnitInputSchema, type TeamUnit, type UnitLevel } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAddTeamUnit } from '../api/add-team-unit';
import { useUpdateTeamUnit } from '../api/update-team-unit';
import { LEVEL_LABELS } from './team-labels';

const nameFormSchema = addTeamUnitInputSchema.pick({ name: true });

/**
 * Add a unit (under `parent`, or at the top level when it is null) or rename `unit`: one name
 * field, checked as it is typed with the server's own rule. Mount with a fresh `key` each time.
 */
export function TeamNameDialog({
  companyId,
  target,
  open,
  onSaved,
  onClose,
  onExited,
}: {
  companyId: string;
  target: { kind: 'add'; parent: TeamUnit | null; level: UnitLevel } | { kind: 'rename'; unit: TeamUnit };
  open: boolean;
  onSaved: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const add = useAddTeamUnit(companyId);
  const rename = useUpdateTeamUnit(companyId);
  const mutation = target.kind === 'add' ? add : rename;
  const level = target.kind === 'add' ? target.level : target.unit.level;
  const form = useForm({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: target.kind === 'rename' ? target.unit.name : '' },
    mode: 'onChange',
  });
  const name = useWatch({ control: form.control, name: 'name' });

  const onSubmit = form.handleSubmit(async ({ name: valid }) => {
    try {
      const response =
        target.kind === 'add'
          ? await add.mutateAsync({ companyId, parentId: target.parent?._id ?? null, name: valid })
          : await rename.mutateAsync({ companyId, unitId: target.unit._id, name: valid });
      onSaved(response.msg);
    } catch {
      // The dialog's alert shows the server's answer (a taken name, a unit removed meanwhile).
    }
  });

  const title =
    target.kind === 'add'
      ? `Add ${LEVEL_LABELS[level]}${target.parent ? ` to ${target.parent.name}` : ''}`
      : `Rename ${LEVEL_LABELS[level]}`;
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onExited={onExited}
      onSubmit={onSubmit}
      submitLabel={target.kind === 'add' ? 'Add' : 'Rename'}
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
            label={`${LEVEL_LABELS[level]} Name`}
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
