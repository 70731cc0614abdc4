import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { PageHeader } from '@/components/page-header';
import { NotFound } from '@/components/not-found';
import { TeamOffers } from '@/features/offers/components/team-offers';
import { TaskStatusChip } from '@/features/tasks/components/task-status-chip';
import { managesOffers } from '@/lib/roles';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

/** The managers' open offers in their part of the company, each one movable to another rep. */
export function OffersRoute() {
  useDocumentTitle('Offers');
  const session = useSession();
  const notice = useNotice();
  if (!session) return null;
  if (!managesOffers(session.user)) return <NotFound />;
  return (
    <>
      <PageHeader title="Offers" subtitle="Open offers waiting for a rep's answer in your part of the company" />
      <TeamOffers
        timeZone={session.timeZone}
        notify={notice.show}
        renderStatus={(status) => <TaskStatusChip status={status} />}
      />
      <NoticeSnackbar notice={notice.notice} open={notice.open} close={notice.close} />
    </>
  );
}
