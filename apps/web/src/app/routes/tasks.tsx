import { PageHeader } from '@/components/page-header';
import { TaskList } from '@/features/tasks/components/task-list';
import { TaskListDownload } from '@/features/tasks/components/task-list-download';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function TasksRoute() {
  useDocumentTitle('Tasks');
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title="Tasks" actions={<TaskListDownload timeZone={session.timeZone} />} />
      <TaskList role={session.user.role} timeZone={session.timeZone} />
    </>
  );
}
