import type { SessionUser } from '@casecover/shared';
import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import SwitchAccount from '@mui/icons-material/SwitchAccountOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { InitialsAvatar, initialsOf } from '@/components/initials-avatar';
import { fileUrl } from '@/config/services';
import { paths } from '@/config/paths';

export function AccountMenu({
  user,
  onLogout,
  onSwitchBack,
}: {
  user: SessionUser;
  onLogout: () => void;
  onSwitchBack: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  const isOpen = anchor !== null;
  const photo = user.profilePath ? fileUrl(user.profilePath) : undefined;

  return (
    <>
      <IconButton
        id={buttonId}
        // The name holds the initials the button shows (WCAG 2.5.3), so a voice user can say what he sees.
        aria-label={photo ? 'Account menu' : `Account menu, ${initialsOf(user.username)}`}
        aria-controls={isOpen ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <InitialsAvatar name={user.username} src={photo} alt="" sx={{ width: 36, height: 36 }} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { mt: 1, minWidth: 240, maxWidth: 320 } },
          list: { 'aria-labelledby': buttonId },
        }}
      >
        <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <InitialsAvatar name={user.username} src={photo} alt="" sx={{ width: 40, height: 40 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 650 }} noWrap>
              {user.username}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap title={user.email}>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider component="li" role="separator" />
        <MenuItem
          onClick={() => {
            close();
            void navigate(paths.profile);
          }}
        >
          <ListItemIcon>
            <ManageAccounts fontSize="small" />
          </ListItemIcon>
          Manage Settings
        </MenuItem>
        {user.impersonating ? (
          <MenuItem
            onClick={() => {
              close();
              onSwitchBack();
            }}
          >
            <ListItemIcon>
              <SwitchAccount fontSize="small" />
            </ListItemIcon>
            Switch to Super Admin
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
