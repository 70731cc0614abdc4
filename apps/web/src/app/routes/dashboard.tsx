import { isAccountRole } from '@casecover/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { calendarTasksQueryKey } from '@/features/calendar/api/keys';
import { CalendarDashboard } from '@/features/calendar/components/calendar-dashboard';
import { AccountOverview } from '@/features/dashboard/components/account-overview';
import { RepDayPanel } from './dashboard-rep-day';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

// The dialog carries the date pickers; it loads the first time a date is clicked.
const AddTaskDialog = lazy(async () => ({
  default: (await import('@/features/tasks/components/add-task-dialog')).AddTaskDialog,
}));

function today(timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date());
  } catch {
    // An unknown zone name from storage: fall back to the browser's.
    return new Intl.DateTimeFormat('en-US', options).format(new Date());
  }
}

interface AddTaskState {
  isOpen: boolean;
  /** The clicked date's start (ISO), or undefined to open the dialog empty. */
  initialStart: string | undefined;
}

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const queryClient = useQueryClient();
  const [addTask, setAddTask] = useState<AddTaskState | null>(null);
  if (!session) return null;
  const { user } = session;
  const canAddTask = isAccountRole(user.role);

  return (
    <>
      <PageHeader title="Dashboard" subtitle={today(session.timeZone)} />
      {user.approved && user.role === 'rep' ? <RepDayPanel timeZone={session.timeZone} /> : null}
      {user.approved ? (
        <CalendarDashboard
          user={user}
          timeZone={session.timeZone}
          {...(canAddTask
            ? {
                onAddTask: (initialStart: string | undefined) => setAddTask({ isOpen: true, initialStart }),
              }
            : {})}
        />
      ) : (
        // Until an administrator approves the account, only the waiting notice shows.
        <AccountOverview user={user} timeZone={session.timeZone} />
      )}
      {addTask && canAddTask && user.approved ? (
        <Suspense fallback={null}>
          <AddTaskDialog
            open={addTask.isOpen}
            initialStart={addTask.initialStart}
            onClose={() => setAddTask({ ...addTask, isOpen: false })}
            onAdded={() => void queryClient.invalidateQueries({ queryKey: calendarTasksQueryKey })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
