import type { UserRow } from '@casecover/shared';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import ForwardToInbox from '@mui/icons-material/ForwardToInboxOutlined';
import LockOpen from '@mui/icons-material/LockOpenOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonOff from '@mui/icons-material/PersonOffOutlined';
import Restore from '@mui/icons-material/RestoreFromTrashOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { UserAction } from '../utils/permissions';

const ACTION_ITEMS: Record<UserAction, { label: string; icon: SvgIconComponent; isDanger?: boolean }> = {
  approve: { label: 'Approve', icon: CheckCircle },
  edit: { label: 'Edit', icon: Edit },
  invite: { label: 'Resend invitation', icon: ForwardToInbox },
  suspend: { label: 'Suspend', icon: PersonOff },
  unsuspend: { label: 'Revoke Suspension', icon: LockOpen },
  delete: { label: 'Delete', icon: DeleteOutline, isDanger: true },
  restore: { label: 'Restore', icon: Restore },
};

export function UserActionsMenu({
  row,
  actions,
  onAction,
}: {
  row: UserRow;
  actions: UserAction[];
  onAction: (action: UserAction, row: UserRow) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={`Actions for ${row.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 210 } } }}
      >
        {actions.map((action) => {
          const item = ACTION_ITEMS[action];
          const Icon = item.icon;
          return (
            <MenuItem
              key={action}
              onClick={() => {
                setAnchor(null);
                onAction(action, row);
              }}
              sx={item.isDanger ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={item.isDanger ? { color: 'error.main' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
