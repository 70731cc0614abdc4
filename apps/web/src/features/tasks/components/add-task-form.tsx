import type { SessionUser } from '@casecover/shared';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useAddTaskForm } from '../hooks/use-add-task-form';
import { AddTaskPatientSection } from './add-task-patient-section';
import { AddTaskWhenSection } from './add-task-when-section';
import { AddTaskWhoWhereSection } from './add-task-who-where-section';

export interface AddTaskFormProps {
  user: SessionUser;
  timeZone: string;
  titleId: string;
  onClose: () => void;
  /** Told once the server has added the task, before the dialog closes. */
  onAdded: (taskId: string) => void;
  /** A start to preset (ISO instant): From defaults to it and To to one hour later. */
  initialStart?: string | undefined;
}

/** The Add Task form: title, scrollable body (who and where, when, patient) and actions of the dialog around it. */
export function AddTaskForm({ user, timeZone, titleId, onClose, onAdded, initialStart }: AddTaskFormProps) {
  const form = useAddTaskForm({ user, timeZone, onClose, onAdded, initialStart });
  const { notice } = form;

  return (
    <Box component="form" noValidate onSubmit={form.onSubmit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Add Task
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ height: 541, px: { xs: 2, sm: 3 } }}>
        {notice ? (
          <Alert severity={notice.severity} sx={{ mb: 2.5 }}>
            {notice.text}
          </Alert>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2.5,
            rowGap: 2.5,
            alignItems: 'start',
          }}
        >
          <AddTaskWhoWhereSection form={form} />
          <AddTaskWhenSection form={form} timeZone={timeZone} />
          <AddTaskPatientSection form={form} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={form.isSaving} disabled={form.isAdded}>
          Add Task
        </Button>
      </DialogActions>
    </Box>
  );
}
