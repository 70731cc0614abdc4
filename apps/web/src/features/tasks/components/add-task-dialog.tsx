import { MSG } from '@casecover/shared';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useSession } from '@/lib/use-session';
import { ToastAlert } from '@/components/toast-alert';
import { AddTaskForm } from './add-task-form';
import { PickersProvider } from '@/components/pickers-provider';

/** The spec's add-task toast stays 4 s. */
const TOAST_MS = 4000;

export interface AddTaskDialogProps {
  open: boolean;
  onClose: () => void;
  /** Told when a task was added (the task list refreshes itself; a calendar can refresh here). */
  onAdded?: (taskId: string) => void;
  /** A start to preset (ISO instant), e.g. the date clicked on the calendar. */
  initialStart?: string | undefined;
}

/**
 * The Add Task modal. The form is mounted afresh on each opening, so closing resets
 * everything; it stays mounted until its closing transition has ended.
 */
export function AddTaskDialog({ open, onClose, onAdded, initialStart }: AddTaskDialogProps) {
  const session = useSession();
  const [isToastOpen, setToastOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  const [isMounted, setMounted] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpening((n) => n + 1);
      setMounted(true);
    }
  }
  if (!session) return null;

  return (
    <>
      {isMounted ? (
        <PickersProvider>
          <AddTaskForm
            key={opening}
            open={open}
            user={session.user}
            timeZone={session.timeZone}
            onClose={onClose}
            onExited={() => setMounted(false)}
            initialStart={initialStart}
            onAdded={(taskId) => {
              setToastOpen(true);
              onAdded?.(taskId);
            }}
          />
        </PickersProvider>
      ) : null}
      <Snackbar
        open={isToastOpen}
        autoHideDuration={TOAST_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setToastOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <ToastAlert severity="success" onClose={() => setToastOpen(false)} sx={{ width: '100%' }}>
          {MSG.tasks.added}
        </ToastAlert>
      </Snackbar>
    </>
  );
}
