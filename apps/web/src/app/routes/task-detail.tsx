import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';
import { useTask } from '@/features/tasks/api/get-task';
import { TaskDetailView } from '@/features/tasks/components/task-detail';
import { capitalise } from '@/features/tasks/utils/task-format';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

export function TaskDetailRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  const task = useTask(id);
  useDocumentTitle(task.data ? capitalise(task.data.taskName) : 'Task');

  if (!session) return null;
  if (task.isError && isApiError(task.error) && task.error.status === 404) return <NotFound />;
  if (task.isPending) {
    return (
      <Stack spacing={3} role="status" aria-busy="true" aria-label="Loading task">
        <Skeleton width={120} />
        <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 360 }} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <Skeleton variant="rounded" height={280} />
          <Skeleton variant="rounded" height={280} />
        </Box>
      </Stack>
    );
  }
  if (task.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" component={RouterLink} to={paths.tasks}>
              Tasks
            </Button>
            <Button color="inherit" size="small" onClick={() => void task.refetch()}>
              Try again
            </Button>
          </Stack>
        }
      >
        {errorMessage(task.error)}
      </Alert>
    );
  }
  return <TaskDetailView task={task.data} user={session.user} timeZone={session.timeZone} />;
}
