import type { TeamUnit, UnitLevel } from '@casecover/shared';
import Snackbar from '@mui/material/Snackbar';
import { useState, type ReactNode } from 'react';
import { ToastAlert } from '@/components/toast-alert';
import { childLevelOf, parentLevelOf, placedUnits } from './team-labels';
import { TeamAssignDialog } from './team-assign-dialog';
import { TeamMoveDialog } from './team-move-dialog';
import { TeamNameDialog } from './team-name-dialog';
import { TeamRemoveDialog } from './team-remove-dialog';
import type { TeamAction } from './team-unit-menu';

const SUCCESS_VISIBLE_MS = 3000;

interface OpenDialog {
  action: TeamAction;
  /** The unit acted on; null adds a unit at the top level. */
  unit: TeamUnit | null;
  key: number;
}

/**
 * The Teams tab's editing: which dialog is open, and the success notice after a change. `open`
 * is handed to each unit's menu; `element` holds the dialog and the notice.
 */
export function useTeamEditor({
  companyId,
  levels,
  units,
}: {
  companyId: string;
  levels: readonly UnitLevel[];
  units: TeamUnit[];
}): { open: (action: TeamAction, unit: TeamUnit | null) => void; element: ReactNode } {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [isToastOpen, setToastOpen] = useState(false);

  const open = (action: TeamAction, unit: TeamUnit | null) => {
    setDialog({ action, unit, key: Date.now() });
    setOpen(true);
  };
  const common = {
    companyId,
    open: isOpen,
    onClose: () => setOpen(false),
    onExited: () => setDialog(null),
  };
  const done = (message: string) => {
    setOpen(false);
    setToast(message);
    setToastOpen(true);
  };

  let content: ReactNode = null;
  const unit = dialog?.unit ?? null;
  const placed = placedUnits(units);
  if (dialog?.action === 'add') {
    const level = unit ? childLevelOf(levels, unit.level) : (levels[0] ?? null);
    if (level) {
      content = (
        <TeamNameDialog key={dialog.key} target={{ kind: 'add', parent: unit, level }} onSaved={done} {...common} />
      );
    }
  } else if (dialog && unit) {
    const here = placed.find((p) => p.unit._id === unit._id);
    const parentLevel = parentLevelOf(levels, unit.level);
    if (dialog.action === 'rename') {
      content = <TeamNameDialog key={dialog.key} target={{ kind: 'rename', unit }} onSaved={done} {...common} />;
    } else if (dialog.action === 'move' && here && parentLevel) {
      content = (
        <TeamMoveDialog
          key={dialog.key}
          placed={here}
          parentLevel={parentLevel}
          candidates={placed.filter((p) => p.unit.level === parentLevel)}
          onSaved={done}
          {...common}
        />
      );
    } else if (dialog.action === 'assign') {
      content = <TeamAssignDialog key={dialog.key} unit={unit} onSaved={done} {...common} />;
    } else if (dialog.action === 'remove') {
      content = <TeamRemoveDialog key={dialog.key} unit={unit} onRemoved={done} {...common} />;
    }
  }

  return {
    open,
    element: (
      <>
        {content}
        <Snackbar
          key={toast}
          open={isToastOpen}
          autoHideDuration={SUCCESS_VISIBLE_MS}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') setToastOpen(false);
          }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <ToastAlert severity="success" onClose={() => setToastOpen(false)} sx={{ minWidth: 280 }}>
            {toast}
          </ToastAlert>
        </Snackbar>
      </>
    ),
  };
}
