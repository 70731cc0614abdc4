import {
  LIMITS,
  MSG,
  REP_ON_TASK_STATUSES,
  TASK_STATUS_LABELS,
  UPDATE_STATUS_CHOICES,
  hasStarted,
  type TaskStatus,
} from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { useUpdateTaskStatus } from '../api/update-task-status';

/** What closing this task asks for, by the rules the server holds it to. */
export function closingRules(task: { taskStatus: TaskStatus; startDate: string }, now = new Date()) {
  const isStarted = hasStarted(task.startDate, now);
  const isRepOnTask = REP_ON_TASK_STATUSES.includes(task.taskStatus);
  return { isStarted, needsReason: isStarted && !isRepOnTask };
}

function statusFormSchema(needsReason: boolean) {
  return z
    .object({
      taskStatus: z.enum(UPDATE_STATUS_CHOICES, { error: MSG.tasks.statusRequired }),
      note: z.string().trim().max(LIMITS.noteMax, MSG.users.noteLength),
    })
    .superRefine((v, ctx) => {
      if (v.note) return;
      if (v.taskStatus === 'cancelled') {
        ctx.addIssue({ code: 'custom', message: MSG.tasks.cancelNoteRequired, path: ['note'] });
      } else if (needsReason) {
        ctx.addIssue({ code: 'custom', message: MSG.tasks.completeReasonRequired, path: ['note'] });
      }
    });
}

/**
 * Update Status: only Cancelled or Completed, Update disabled until one is chosen. The choice
 * shows its rule before anything is sent: cancelling asks for the note; completing needs the case
 * to have started, and without an accepted rep a reason for completing without a vendor.
 * Mount it with a fresh `key` each time it opens.
 */
export function UpdateStatusDialog({
  open,
  task,
  timeZone,
  onClose,
  onUpdated,
}: {
  open: boolean;
  task: { _id: string; taskStatus: TaskStatus; startDate: string };
  timeZone: string;
  onClose: () => void;
  onUpdated: (message: string) => void;
}) {
  const labelId = useId();
  const mutation = useUpdateTaskStatus(task._id);
  const [failure, setFailure] = useState<string | null>(null);
  // Read once per opening: the rules shown are the ones this click is judged by.
  const [rules] = useState(() => closingRules(task));
  const schema = useMemo(() => statusFormSchema(rules.needsReason), [rules.needsReason]);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { note: '' },
  });
  const chosen = useWatch({ control, name: 'taskStatus' });
  const isCompleteRefused = chosen === 'completed' && !rules.isStarted;
  const asksNote = chosen === 'cancelled' || (chosen === 'completed' && rules.needsReason);

  const onSubmit = handleSubmit(({ taskStatus, note }) => {
    setFailure(null);
    mutation.mutate(
      {
        _id: task._id,
        taskStatus,
        timeZone,
        ...(note && (taskStatus === 'cancelled' || rules.needsReason) ? { note } : {}),
      },
      {
        onSuccess: () => {
          onUpdated(MSG.tasks.statusUpdated);
          onClose();
        },
        onError: () => setFailure(MSG.tasks.statusFailed),
      },
    );
  });

  const rule =
    chosen === 'cancelled'
      ? MSG.tasks.cancelRule
      : chosen === 'completed'
        ? !rules.isStarted
          ? MSG.tasks.completeNotStarted
          : rules.needsReason
            ? MSG.tasks.completeWithoutVendorRule
            : MSG.tasks.completeRule
        : null;

  return (
    <FormDialog
      open={open}
      title="Update Status"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Update"
      isSubmitting={mutation.isPending}
      isSubmitDisabled={!chosen || isCompleteRefused}
      error={failure ? `${failure}${mutation.error ? ` ${mutation.error.message}` : ''}` : null}
    >
      <Controller
        name="taskStatus"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id={labelId}>Task status</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              name={field.name}
              value={field.value ?? ''}
              onChange={(_event, value) => field.onChange(value)}
            >
              {UPDATE_STATUS_CHOICES.map((status) => (
                <FormControlLabel key={status} value={status} control={<Radio />} label={TASK_STATUS_LABELS[status]} />
              ))}
            </RadioGroup>
            {/* Only after an attempt to send: Update stays disabled until a choice is made. */}
            {fieldState.error ? <FormHelperText sx={{ ml: 0 }}>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      {rule ? (
        <Alert role="note" severity={isCompleteRefused ? 'warning' : 'info'} sx={{ mt: 1 }}>
          {rule}
        </Alert>
      ) : null}
      {asksNote ? (
        <Controller
          name="note"
          control={control}
          render={(props) => (
            <TextField
              {...controlledFieldProps(props)}
              label={chosen === 'cancelled' ? 'Note' : 'Reason for completing without a vendor'}
              required
              fullWidth
              multiline
              minRows={2}
              maxRows={5}
              sx={{ mt: 2 }}
              helperText={props.fieldState.error?.message ?? `${props.field.value.length}/${LIMITS.noteMax}`}
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
