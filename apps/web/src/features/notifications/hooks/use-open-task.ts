import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** Goes to a notification's task; from a task page the entry is replaced, so Back skips it (spec part 1 §2). */
export function useOpenTask() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isUnderTasks = pathname === paths.tasks || pathname.startsWith(`${paths.tasks}/`);
  return (taskId: string) => {
    void navigate(paths.task.to(taskId), { replace: isUnderTasks });
  };
}
