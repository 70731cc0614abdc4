import { PageHeader } from '@/components/page-header';
import { TaskList } from '@/features/tasks/components/task-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function TasksRoute() {
  useDocumentTitle('Tasks');
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title="Tasks" />
      <TaskList role={session.user.role} timeZone={session.timeZone} />
    </>
  );
}
