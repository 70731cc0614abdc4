import { MSG } from '@casecover/shared';
import { NotFound } from '@/components/not-found';
import { ReportsScreen } from '@/features/reports/components/reports-screen';
import { canSeeReports } from '@/features/reports/utils/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function ReportsRoute() {
  useDocumentTitle(MSG.reports.title);
  const session = useSession();
  if (!session) return null;
  if (!canSeeReports(session.user)) return <NotFound />;
  return <ReportsScreen user={session.user} timeZone={session.timeZone} />;
}
