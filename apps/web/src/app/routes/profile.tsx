import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { ManageProfile } from '@/features/profile/components/manage-profile';
import { SettingsLayout, type SettingsSection } from '@/features/profile/components/settings-layout';
import { useDocumentTitle } from '@/lib/use-document-title';

const SECTIONS: SettingsSection[] = [
  { id: 'profile', label: 'Manage Profile', icon: <Person /> },
  { id: 'notifications', label: 'Notifications', icon: <NotificationsOutlined /> },
];

export function ProfileRoute() {
  useDocumentTitle('Account Settings');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const current = SECTIONS.some((s) => s.id === requested) ? (requested ?? 'profile') : 'profile';
  return (
    <>
      <PageHeader title="Account Settings" />
      <SettingsLayout
        sections={SECTIONS}
        current={current}
        onSelect={(id) => setSearchParams(id === 'profile' ? {} : { section: id }, { replace: true })}
      >
        {current === 'profile' ? <ManageProfile /> : null}
        {current === 'notifications' ? <NotificationSettings /> : null}
      </SettingsLayout>
    </>
  );
}
