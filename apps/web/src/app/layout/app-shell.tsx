import { isAccountRole } from '@casecover/shared';
import Add from '@mui/icons-material/Add';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { PageLoader } from '@/components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { paths } from '@/config/paths';
import { useSessionRefresh } from '@/features/auth/api/get-session-user';
import { calendarTasksQueryKey } from '@/features/calendar/api/keys';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AwaitingApproval } from '@/features/registration/components/awaiting-approval';
import { useSwitchBack } from '@/features/switch/api/switch-session';
import { SwitchBanner } from '@/features/switch/components/switch-banner';
import { InsideMainContext } from '@/lib/main-landmark';
import { useSession } from '@/lib/use-session';
import { AccountMenu } from './account-menu';
import { AppLogo } from './app-logo';
import { ForbiddenNotice } from './forbidden-notice';
import { MobileNav } from './mobile-nav';
import { visibleNavLinks } from './nav-links';
import { useCalendarFollowsNotifications } from './use-calendar-follows-notifications';
import { useLogout } from './use-logout';

// The dialog carries the date pickers; it loads the first time it is opened.
const AddTaskDialog = lazy(async () => ({
  default: (await import('@/features/tasks/components/add-task-dialog')).AddTaskDialog,
}));

/** The frame of every signed-in page: top bar with logo, navigation and account menu. */
export function AppShell() {
  const session = useSession();
  const logout = useLogout();
  const switchBack = useSwitchBack();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useSessionRefresh();
  useCalendarFollowsNotifications();
  const queryClient = useQueryClient();
  // null until the Add Task dialog is first opened.
  const [isAddTaskOpen, setAddTaskOpen] = useState<boolean | null>(null);
  // RequireSession renders this only with a session; the check keeps the types honest.
  if (!session) return null;
  const { user } = session;
  // A registrant awaiting approval gets the frame without its actions, and the waiting page in
  // place of every screen but his own settings.
  const isWaiting = !user.approved;
  const canAddTask = isAccountRole(user.role) && !isWaiting;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky">
        <Toolbar sx={{ gap: { xs: 1, md: 3 }, minHeight: { xs: 60, sm: 64 } }}>
          {isWaiting ? null : <MobileNav user={user} onLogout={logout} onSwitchBack={switchBack} />}
          <AppLogo user={user} />
          {isWaiting ? null : (
            <Box
              component="nav"
              aria-label="Main"
              sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5, ml: 2 }}
            >
              {visibleNavLinks(user).map((link) => (
                <Button
                  key={link.to}
                  component={RouterNavLink}
                  to={link.to}
                  color="inherit"
                  sx={{
                    px: 1.75,
                    color: 'text.secondary',
                    '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                  }}
                >
                  {link.label}
                </Button>
              ))}
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          {canAddTask ? (
            <Button
              variant="contained"
              size="small"
              startIcon={<Add />}
              aria-haspopup="dialog"
              onClick={() => setAddTaskOpen(true)}
              sx={{
                flexShrink: 0,
                minWidth: 0,
                px: { xs: 1, sm: 1.5 },
                '& .MuiButton-startIcon': { mr: { xs: 0.25, sm: 1 } },
              }}
            >
              Task
            </Button>
          ) : null}
          {isWaiting ? null : <NotificationBell />}
          <AccountMenu user={user} onLogout={logout} onSwitchBack={switchBack} />
        </Toolbar>
        {user.impersonating ? <SwitchBanner user={user} onSwitchBack={switchBack} /> : null}
        {navigation.state === 'loading' ? (
          <LinearProgress
            aria-label="Loading page"
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }}
          />
        ) : null}
      </AppBar>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // The calendar takes the room a wide screen has, so its month cells show whole names.
        maxWidth={pathname === paths.dashboard ? 'xl' : 'lg'}
        sx={{ flex: 1, py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        <InsideMainContext value>
          <Suspense fallback={<PageLoader />}>
            {isWaiting && pathname !== paths.profile ? <AwaitingApproval user={user} onLogout={logout} /> : <Outlet />}
          </Suspense>
        </InsideMainContext>
      </Container>
      {isAddTaskOpen !== null && canAddTask ? (
        <Suspense fallback={null}>
          <AddTaskDialog
            open={isAddTaskOpen}
            onClose={() => setAddTaskOpen(false)}
            onAdded={() => void queryClient.invalidateQueries({ queryKey: calendarTasksQueryKey })}
          />
        </Suspense>
      ) : null}
      <ForbiddenNotice />
    </Box>
  );
}
