import type { RepDayTask } from '@casecover/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { calendarTasksQueryKey } from '@/features/calendar/api/keys';
import { repDayQueryRoot } from '@/features/dashboard/api/rep-day';
import { RepDay } from '@/features/dashboard/components/rep-day';
import { CompleteTaskDialog } from '@/features/tasks/components/complete-task-dialog';
import { TaskStatusChip } from '@/features/tasks/components/task-status-chip';

/** The rep's Today and Offers lists on his dashboard, with the completion dialog of the task screen. */
export function RepDayPanel({ timeZone }: { timeZone: string }) {
  const queryClient = useQueryClient();
  const notice = useNotice();
  const refreshCalendar = () => void queryClient.invalidateQueries({ queryKey: calendarTasksQueryKey });
  const [completing, setCompleting] = useState<{ task: RepDayTask; open: boolean; opening: number } | null>(null);
  return (
    <>
      <RepDay
        timeZone={timeZone}
        notify={notice.show}
        renderStatus={(status) => <TaskStatusChip status={status} />}
        onChanged={refreshCalendar}
        onComplete={(task) => setCompleting({ task, open: true, opening: (completing?.opening ?? 0) + 1 })}
      />
      {completing ? (
        <CompleteTaskDialog
          key={completing.opening}
          open={completing.open}
          taskId={completing.task._id}
          onClose={() => setCompleting({ ...completing, open: false })}
          onCompleted={(message) => {
            notice.show('success', message);
            void queryClient.invalidateQueries({ queryKey: repDayQueryRoot });
            refreshCalendar();
          }}
        />
      ) : null}
      <NoticeSnackbar notice={notice.notice} open={notice.open} close={notice.close} />
    </>
  );
}
