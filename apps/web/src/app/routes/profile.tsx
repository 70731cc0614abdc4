import EventOutlined from '@mui/icons-material/EventOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { ManageProfile } from '@/features/profile/components/manage-profile';
import { PasswordSecurity } from '@/features/profile/components/password-security';
import { TimeZoneSettings } from '@/features/profile/components/time-zone-settings';
import { CalendarFeedSettings } from '@/features/profile/components/calendar-feed-settings';
import { SettingsLayout, type SettingsSection } from '@/features/profile/components/settings-layout';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Each section is its own route under the settings layout; more sections add a route here. */
const SECTIONS: (SettingsSection & { to: string })[] = [
  { id: 'profile', label: 'Manage Profile', icon: <Person />, to: paths.profile },
  { id: 'password', label: 'Password & Security', icon: <LockOutlined />, to: paths.profilePassword },
  { id: 'notifications', label: 'Notifications', icon: <NotificationsOutlined />, to: paths.profileNotifications },
  { id: 'timezone', label: 'Time Zone', icon: <PublicOutlined />, to: paths.profileTimeZone },
  { id: 'calendar', label: 'Calendar feed', icon: <EventOutlined />, to: paths.profileCalendarFeed },
];

export function ProfileRoute() {
  useDocumentTitle('Account Settings');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Links from before the sections had their own paths.
  if (searchParams.get('section') === 'notifications') return <Navigate to={paths.profileNotifications} replace />;
  const current = SECTIONS.find((s) => s.to === pathname.replace(/\/$/, ''))?.id ?? 'profile';
  return (
    <>
      <PageHeader title="Account Settings" />
      <SettingsLayout
        sections={SECTIONS}
        current={current}
        onSelect={(id) => {
          const section = SECTIONS.find((s) => s.id === id);
          if (section) void navigate(section.to);
        }}
      >
        <Outlet />
      </SettingsLayout>
    </>
  );
}

export function ManageProfileRoute() {
  return <ManageProfile />;
}

export function NotificationSettingsRoute() {
  return <NotificationSettings />;
}

export function PasswordSecurityRoute() {
  return <PasswordSecurity />;
}

export function TimeZoneRoute() {
  return <TimeZoneSettings />;
}

export function CalendarFeedRoute() {
  return <CalendarFeedSettings />;
}
