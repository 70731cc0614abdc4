import { MSG, ROLE_LABELS, type TeamPerson, type TeamUnit } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAssignTeamMember } from '../api/assign-team-member';
import { useTeamPeople } from '../api/get-team-people';
import { LEVEL_LABELS, ROLES_BY_LEVEL } from './team-labels';

const whereNow = (p: TeamPerson) =>
  `${ROLE_LABELS[p.role]} · ${p.unitName ? `now in ${p.unitName}` : 'not placed yet'}${p.suspended ? ' · suspended' : ''}`;

/**
 * Assign people: pick one of the company's people whose role answers for this unit's level (reps
 * for a territory, managers for an area or region, division managers for a division) and place
 * him here. He leaves his current unit; a division manager's task list follows at once.
 */
export function TeamAssignDialog({
  companyId,
  unit,
  open,
  onSaved,
  onClose,
  onExited,
}: {
  companyId: string;
  unit: TeamUnit;
  open: boolean;
  onSaved: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const people = useTeamPeople(companyId);
  const assign = useAssignTeamMember(companyId);
  const [person, setPerson] = useState<TeamPerson | null>(null);
  const [touched, setTouched] = useState(false);
  const roles = ROLES_BY_LEVEL[unit.level];
  const options = (people.data ?? []).filter((p) => roles.includes(p.role) && p.unitId !== unit._id);
  const roleNames = roles.map((r) => ROLE_LABELS[r]).join(' or ');
  return (
    <FormDialog
      open={open}
      title={`Assign people to ${unit.name}`}
      description={`${LEVEL_LABELS[unit.level]}: choose a ${roleNames} to place here. He leaves the unit he is in now.`}
      onClose={onClose}
      onExited={onExited}
      onSubmit={() => {
        setTouched(true);
        if (!person) return;
        assign.mutate(
          { companyId, userId: person._id, unitId: unit._id },
          { onSuccess: (response) => onSaved(response.msg) },
        );
      }}
      submitLabel="Assign"
      isSubmitting={assign.isPending}
      isSubmitDisabled={people.isSuccess && !options.length}
      error={assign.isError ? errorMessage(assign.error) : null}
    >
      {people.isError ? (
        <Alert severity="error">{errorMessage(people.error)}</Alert>
      ) : people.isSuccess && !options.length ? (
        <Typography color="text.secondary">{MSG.teams.noPeople}</Typography>
      ) : (
        <Autocomplete<TeamPerson, false, false, false>
          options={options}
          loading={people.isPending}
          value={person}
          onChange={(_event, value) => setPerson(value)}
          getOptionLabel={(p) => p.name}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          renderOption={({ key, ...props }, p) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {p.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {whereNow(p)}
              </Typography>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={roleNames}
              autoFocus
              error={touched && !person}
              helperText={touched && !person ? MSG.teams.pickPerson : person ? whereNow(person) : ' '}
              sx={{ mt: 1 }}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
