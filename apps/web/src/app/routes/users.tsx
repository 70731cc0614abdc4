import { PageHeader } from '@/components/page-header';
import { AddUserButton } from '@/features/users/components/add-user-button';
import { UsersList } from '@/features/users/components/users-list';
import { canManageUsers } from '@/features/users/utils/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function UsersRoute() {
  useDocumentTitle('Users');
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  return (
    <>
      <PageHeader title="Users" actions={canManageUsers(user) ? <AddUserButton /> : null} />
      <UsersList user={user} />
    </>
  );
}
