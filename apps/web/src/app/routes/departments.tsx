import { MSG } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import { PageHeader } from '@/components/page-header';
import { DepartmentsScreen } from '@/features/departments/components/departments-screen';
import { canManageDepartments, canReadDepartments } from '@/features/departments/utils/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function DepartmentsRoute() {
  useDocumentTitle('Departments');
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  return (
    <>
      <PageHeader title="Departments" />
      {canReadDepartments(user) ? (
        <DepartmentsScreen canManage={canManageDepartments(user)} />
      ) : (
        // Asking the server would answer 403, which ends the session: say it here instead.
        <Alert severity="info">{MSG.departments.hospitalOnly}</Alert>
      )}
    </>
  );
}
