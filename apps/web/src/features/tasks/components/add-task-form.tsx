import type { SessionUser } from '@casecover/shared';
import Box from '@mui/material/Box';
import { FormDialog } from '@/components/form-dialog';
import { useAddTaskForm } from '../hooks/use-add-task-form';
import { AddTaskPatientSection } from './add-task-patient-section';
import { AddTaskWhenSection } from './add-task-when-section';
import { AddTaskWhoWhereSection } from './add-task-who-where-section';

export interface AddTaskFormProps {
  open: boolean;
  user: SessionUser;
  timeZone: string;
  onClose: () => void;
  /** Told once the server has added the task, before the dialog closes. */
  onAdded: (taskId: string) => void;
  /** A start to preset (ISO instant): From defaults to it and To to one hour later. */
  initialStart?: string | undefined;
  /** Told when the closing transition has ended. */
  onExited?: () => void;
}

/**
 * The Add Task form in its dialog: a close button in the title, a scrollable body (who and
 * where, when, patient) and the actions. A click on the backdrop does not close it.
 */
export function AddTaskForm({ open, user, timeZone, onClose, onAdded, initialStart, onExited }: AddTaskFormProps) {
  const form = useAddTaskForm({ user, timeZone, onClose, onAdded, initialStart });

  return (
    <FormDialog
      open={open}
      title="Add Task"
      onClose={onClose}
      onSubmit={form.onSubmit}
      submitLabel="Add Task"
      isSubmitting={form.isSaving}
      isSubmitDisabled={form.isAdded}
      notice={form.notice}
      maxWidth="md"
      closeOnBackdrop={false}
      hasCloseButton
      dividers
      contentSx={{ height: 541, px: { xs: 2, sm: 3 } }}
      paperSx={{ m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } }}
      {...(onExited ? { onExited } : {})}
    >
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
    </FormDialog>
  );
}
