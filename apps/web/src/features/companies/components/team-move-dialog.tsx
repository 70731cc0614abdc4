import { MSG, type UnitLevel } from '@casecover/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTeamUnit } from '../api/update-team-unit';
import { LEVEL_LABELS, type PlacedUnit } from './team-labels';

/** Move a unit under another unit of the level just above it (the only place its level allows). */
export function TeamMoveDialog({
  companyId,
  placed,
  parentLevel,
  candidates,
  open,
  onSaved,
  onClose,
  onExited,
}: {
  companyId: string;
  placed: PlacedUnit;
  parentLevel: UnitLevel;
  /** Every unit of `parentLevel`. */
  candidates: PlacedUnit[];
  open: boolean;
  onSaved: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const move = useUpdateTeamUnit(companyId);
  const options = candidates.filter((c) => c.unit._id !== placed.parentId);
  const [parentId, setParentId] = useState('');
  const [touched, setTouched] = useState(false);
  const { unit } = placed;
  const label = LEVEL_LABELS[parentLevel];
  return (
    <FormDialog
      open={open}
      title={`Move ${LEVEL_LABELS[unit.level]} ${unit.name}`}
      description={`Its units and people move with it. Now under: ${
        candidates.find((c) => c.unit._id === placed.parentId)?.path ?? '—'
      }.`}
      onClose={onClose}
      onExited={onExited}
      onSubmit={() => {
        setTouched(true);
        if (!parentId) return;
        move.mutate({ companyId, unitId: unit._id, parentId }, { onSuccess: (response) => onSaved(response.msg) });
      }}
      submitLabel="Move"
      isSubmitting={move.isPending}
      isSubmitDisabled={!options.length}
      error={move.isError ? errorMessage(move.error) : null}
    >
      <TextField
        select
        fullWidth
        label={`New ${label}`}
        value={parentId}
        onChange={(event) => setParentId(event.target.value)}
        error={touched && !parentId}
        helperText={
          !options.length
            ? `There is no other ${parentLevel} to move it under.`
            : touched && !parentId
              ? MSG.teams.pickUnit
              : ' '
        }
        sx={{ mt: 1 }}
      >
        {options.map((c) => (
          <MenuItem key={c.unit._id} value={c.unit._id}>
            {c.path}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
