import { MSG } from '@casecover/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import type { ShowNotice } from '@/components/notice-snackbar';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import { useToggleTaskLocation } from '../api/toggle-task-location';

/**
 * The title's on/off switch: the hospital's Task Location setting. It starts from the stored
 * flag, shows the new state at once, and turns back if the server refuses. Disabled while the
 * change is saved, it drops the focus: it takes it back once the answer is in.
 */
export function TaskLocationSwitch({
  checked,
  disabled,
  onNotice,
}: {
  checked: boolean;
  disabled: boolean;
  onNotice: ShowNotice;
}) {
  const toggle = useToggleTaskLocation();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const value = optimistic ?? checked;
  const focus = useFocusAfterRequest(toggle.isPending);
  return (
    <FormControlLabel
      sx={{ ml: 0 }}
      label="Task location"
      control={
        <Switch
          checked={value}
          disabled={disabled || toggle.isPending}
          slotProps={{ input: { 'aria-label': 'Task location' } }}
          onChange={(_event, next) => {
            focus.remember();
            setOptimistic(next);
            toggle.mutate(next, {
              onSuccess: (res) => onNotice('success', res.msg),
              onError: () => onNotice('error', MSG.locations.toggleFailed),
              onSettled: () => setOptimistic(null),
            });
          }}
        />
      }
    />
  );
}
