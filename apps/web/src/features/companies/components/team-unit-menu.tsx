import type { TeamUnit, UnitLevel } from '@casecover/shared';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { LEVEL_LABELS } from './team-labels';

export type TeamAction = 'add' | 'rename' | 'move' | 'assign' | 'remove';

/** A unit's actions for the company's editors: add a child, rename, move, assign people, remove. */
export function TeamUnitMenu({
  unit,
  childLevel,
  canMove,
  onAction,
}: {
  unit: TeamUnit;
  childLevel: UnitLevel | null;
  canMove: boolean;
  onAction: (action: TeamAction, unit: TeamUnit) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: TeamAction) => {
    setAnchor(null);
    onAction(action, unit);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${LEVEL_LABELS[unit.level]} ${unit.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 'auto' }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {childLevel ? <MenuItem onClick={() => choose('add')}>Add {LEVEL_LABELS[childLevel]}</MenuItem> : null}
        <MenuItem onClick={() => choose('rename')}>Rename</MenuItem>
        {canMove ? <MenuItem onClick={() => choose('move')}>Move</MenuItem> : null}
        <MenuItem onClick={() => choose('assign')}>Assign people</MenuItem>
        <MenuItem onClick={() => choose('remove')} sx={{ color: 'error.main' }}>
          Remove
        </MenuItem>
      </Menu>
    </>
  );
}
