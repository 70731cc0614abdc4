import type { SessionUser } from '@casecover/shared';
import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SwitchAccount from '@mui/icons-material/SwitchAccountOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { BrandWordmark } from '@/components/brand-mark';
import { paths } from '@/config/paths';
import { visibleMobileNavLinks } from './nav-links';

/** Below the lg breakpoint (1200 px), where the links no longer fit beside the logo and actions, the navigation moves into a drawer. */
export function MobileNav({
  user,
  onLogout,
  onSwitchBack,
}: {
  user: SessionUser;
  onLogout: () => void;
  onSwitchBack: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const isCurrent = (to: string) => pathname === to || pathname.startsWith(`${to}/`);

  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
        edge="start"
        sx={{ display: { xs: 'inline-flex', lg: 'none' }, mr: 0.5 }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        open={isOpen}
        onClose={close}
        anchor="left"
        slotProps={{ paper: { sx: { width: 'min(300px, 86vw)' }, 'aria-label': 'Main menu' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <BrandWordmark />
          <IconButton aria-label="Close menu" onClick={close} edge="end">
            <Close />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <Typography sx={{ fontWeight: 650 }} noWrap>
            {user.username}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Main" sx={{ p: 1 }}>
          <List disablePadding>
            {visibleMobileNavLinks(user).map((link) => {
              const Icon = link.icon;
              return (
                <ListItem key={link.to} disablePadding>
                  <ListItemButton component={RouterNavLink} to={link.to} selected={isCurrent(link.to)} onClick={close}>
                    <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={link.mobileLabel ?? link.label} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
        <Divider />
        <List sx={{ p: 1 }}>
          <ListItem disablePadding>
            <ListItemButton
              component={RouterNavLink}
              to={paths.profile}
              selected={isCurrent(paths.profile)}
              onClick={close}
            >
              <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
                <ManageAccounts />
              </ListItemIcon>
              <ListItemText primary="Manage Settings" />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            {user.impersonating ? (
              <ListItemButton
                onClick={() => {
                  close();
                  onSwitchBack();
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <SwitchAccount />
                </ListItemIcon>
                <ListItemText primary="Switch to Super Admin" />
              </ListItemButton>
            ) : (
              <ListItemButton
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Logout />
                </ListItemIcon>
                <ListItemText primary="Logout" />
              </ListItemButton>
            )}
          </ListItem>
        </List>
      </Drawer>
    </>
  );
}
