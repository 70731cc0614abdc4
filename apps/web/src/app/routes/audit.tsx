import { NotFound } from '@/components/not-found';
import { AuditScreen } from '@/features/audit/components/audit-screen';
import { canSeeAudit } from '@/features/audit/utils/audit-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function AuditRoute() {
  useDocumentTitle('Audit log');
  const session = useSession();
  if (!session) return null;
  if (!canSeeAudit(session.user)) return <NotFound />;
  return <AuditScreen timeZone={session.timeZone} isSuperAdmin={session.user.role === 'super_admin'} />;
}
