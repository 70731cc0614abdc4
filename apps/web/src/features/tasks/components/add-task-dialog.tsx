import { MSG } from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import Snackbar from '@mui/material/Snackbar';
import { useId, useState } from 'react';
import { useSession } from '@/lib/use-session';
import { AddTaskForm } from './add-task-form';
import { PickersProvider } from './pickers-provider';

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
 * The Add Task modal. A click on the backdrop does not close it (Escape and the close button
 * do); the form inside is mounted afresh on each opening, so closing resets everything.
 */
export function AddTaskDialog({ open, onClose, onAdded, initialStart }: AddTaskDialogProps) {
  const session = useSession();
  const titleId = useId();
  const [isToastOpen, setToastOpen] = useState(false);
  if (!session) return null;

  return (
    <>
      <Dialog
        open={open}
        onClose={(_event, reason) => {
          if (reason !== 'backdropClick') onClose();
        }}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } } }}
      >
        <PickersProvider>
          <AddTaskForm
            user={session.user}
            timeZone={session.timeZone}
            titleId={titleId}
            onClose={onClose}
            initialStart={initialStart}
            onAdded={(taskId) => {
              setToastOpen(true);
              onAdded?.(taskId);
            }}
          />
        </PickersProvider>
      </Dialog>
      <Snackbar
        open={isToastOpen}
        autoHideDuration={TOAST_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setToastOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setToastOpen(false)} sx={{ width: '100%' }}>
          {MSG.tasks.added}
        </Alert>
      </Snackbar>
    </>
  );
}
