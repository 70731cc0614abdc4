import {
  MSG,
  dayjs,
  descriptionSchema,
  isRetrospective,
  startOfYesterday,
  type EditTaskInput,
  type TaskDetail,
} from '@casecover/shared';
import Edit from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import { RESCUED_FOCUS_RING } from '@/lib/use-focus-rescue';
import { useEditTask } from '../api/edit-task';
import { endAfter } from '../utils/task-date-times';
import { formatTaskDateTimeLabelled } from '../utils/task-format';
import { TaskDateTimePicker } from './task-date-time-picker';

export type Notify = (severity: 'success' | 'error', text: string) => void;

/** Sends one kind of change and reports the server's message. */
function useTaskEdit(task: TaskDetail, timeZone: string, notify: Notify) {
  const mutation = useEditTask(task._id);
  const save = (change: Omit<EditTaskInput, 'task_id' | 'timeZone'>, onSaved?: () => void, onSettled?: () => void) =>
    mutation.mutate(
      { task_id: task._id, timeZone, ...change },
      {
        onSuccess: (response) => {
          notify('success', response.msg);
          onSaved?.();
        },
        onError: (error) => notify('error', errorMessage(error)),
        onSettled,
      },
    );
  return { save, isSaving: mutation.isPending };
}

/**
 * The earliest start the edit picker offers: never a day before yesterday (Add Task's limit); and
 * for a task booked ahead of its start, no time that has passed (the sweep would close it at once).
 * A record of a past case (booked after its start) may be corrected within Add Task's limit.
 */
export function earliestEditStart(
  task: Pick<TaskDetail, 'startDate' | 'bookedAt'>,
  timeZone: string,
  now = new Date(),
) {
  if (isRetrospective(task.startDate, task.bookedAt)) {
    return { minDate: dayjs(startOfYesterday(timeZone, now)).tz(timeZone) };
  }
  return { minDateTime: dayjs(now).tz(timeZone) };
}

/** Start and end: picking a start clears the end, which is then picked again. */
export function TaskScheduleEditor({
  task,
  timeZone,
  canEdit,
  notify,
}: {
  task: TaskDetail;
  timeZone: string;
  canEdit: boolean;
  notify: Notify;
}) {
  const { save, isSaving } = useTaskEdit(task, timeZone, notify);
  const focus = useFocusAfterRequest(isSaving);
  const [isEditing, setEditing] = useState(false);
  // Edit dates, Save dates and Cancel each go as the editor opens or closes: the focus goes to the
  // Start field on opening (autoFocus), and back to Edit dates on closing.
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !isEditing) {
      const active = document.activeElement;
      if (!active || active === document.body) editButtonRef.current?.focus();
    }
    wasEditing.current = isEditing;
  }, [isEditing]);
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [isStartChanged, setStartChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const [limits, setLimits] = useState<{ minDate?: Dayjs; minDateTime?: Dayjs }>({});
  const beginEditing = () => {
    setLimits(earliestEditStart(task, timeZone));
    setStart(dayjs(task.startDate).tz(timeZone));
    setEnd(dayjs(task.endDate).tz(timeZone));
    setStartChanged(false);
    setError(null);
    setEditing(true);
  };

  const submit = () => {
    if (!start || !end) return setError(MSG.tasks.datesRequired);
    if (end.valueOf() <= start.valueOf()) return setError(MSG.tasks.endAfterStart);
    setError(null);
    focus.remember();
    save({ ...(isStartChanged ? { startDate: start.toISOString() } : {}), endDate: end.toISOString() }, () =>
      setEditing(false),
    );
  };

  if (!isEditing) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: { xs: 2, sm: 4 } }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Start Date & Time
          </Typography>
          <Typography component="div" sx={{ fontWeight: 600 }}>
            {formatTaskDateTimeLabelled(task.startDate, timeZone)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            End Date & Time
          </Typography>
          <Typography component="div" sx={{ fontWeight: 600 }}>
            {formatTaskDateTimeLabelled(task.endDate, timeZone)}
          </Typography>
        </Box>
        {canEdit ? (
          <Button ref={editButtonRef} startIcon={<Edit />} onClick={beginEditing} sx={{ ml: { sm: 'auto' } }}>
            Edit dates
          </Button>
        ) : null}
      </Box>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TaskDateTimePicker
          label="Start Date & Time"
          value={start}
          onChange={(next) => {
            setStart(next);
            setStartChanged(true);
            setEnd(null);
            setError(null);
          }}
          timeZone={timeZone}
          autoFocus
          {...limits}
        />
        <TaskDateTimePicker
          label="End Date & Time"
          value={end}
          onChange={(next) => {
            // A time the clocks show twice (the fall-back hour) means its reading after the start.
            const meant = next?.isValid() ? endAfter(next, start, timeZone) : next;
            setEnd(meant);
            setError(meant && start && meant.valueOf() <= start.valueOf() ? MSG.tasks.endAfterStart : null);
          }}
          timeZone={timeZone}
          minDate={start ? start.startOf('day') : undefined}
          disabled={!start}
          error={error !== null}
        />
      </Box>
      {error ? (
        <FormHelperText error sx={{ mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={isSaving}>
          Save dates
        </Button>
      </Box>
    </Box>
  );
}

/** A text field that saves on its own (a patient field or the description). */
export function TaskTextEditor({
  task,
  timeZone,
  notify,
  field,
  label,
  value,
  canEdit,
  multiline = false,
  maxLength,
  validate,
  isReadOnlyLabelHidden = false,
}: {
  task: TaskDetail;
  timeZone: string;
  notify: Notify;
  field: 'taskDescription' | 'patientName' | 'caseNumber' | 'patientSurvey';
  label: string;
  value: string;
  canEdit: boolean;
  multiline?: boolean;
  maxLength: number;
  validate?: (text: string) => string | null;
  /** Read-only, the section's title already names the field. */
  isReadOnlyLabelHidden?: boolean;
}) {
  const { save, isSaving } = useTaskEdit(task, timeZone, notify);
  // Saved, the buttons go and the field keeps the focus; refused, Save has it back; refused because
  // the task closed meanwhile, the field is read-only and the editor itself takes it.
  const focus = useFocusAfterRequest<HTMLDivElement>(isSaving);
  const fieldRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState(value);
  const [savedValue, setSavedValue] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // The task was refreshed from the server: show what it now holds.
  if (value !== savedValue) {
    setSavedValue(value);
    setDraft(value);
  }

  const frame = {
    ref: focus.fallbackRef,
    tabIndex: -1,
    sx: { borderRadius: 1, '&:focus': { outline: 'none' }, '&:focus-visible': RESCUED_FOCUS_RING },
  } as const;

  if (!canEdit) {
    return (
      <Box {...frame}>
        {isReadOnlyLabelHidden ? null : (
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value || (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Not provided
            </Box>
          )}
        </Typography>
      </Box>
    );
  }

  const isDirty = draft !== value;
  const submit = () => {
    const problem = validate?.(draft) ?? null;
    setError(problem);
    if (problem) return;
    focus.remember();
    save({ [field]: draft }, () => fieldRef.current?.focus());
  };

  return (
    <Box {...frame}>
      <TextField
        inputRef={fieldRef}
        label={label}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          if (error) setError(validate?.(e.target.value) ?? null);
        }}
        multiline={multiline}
        {...(multiline ? { minRows: 2, maxRows: 4 } : {})}
        error={error !== null}
        helperText={
          multiline ? (
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{error ?? ''}</span>
              <Box component="span" sx={{ color: draft.length > maxLength ? 'error.main' : undefined }}>
                {draft.length}/{maxLength}
              </Box>
            </Box>
          ) : (
            error
          )
        }
        slotProps={multiline ? {} : { htmlInput: { maxLength } }}
      />
      {isDirty ? (
        <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setDraft(value);
              setError(null);
              // The buttons go with the change: the field keeps the focus.
              fieldRef.current?.focus();
            }}
          >
            Discard
          </Button>
          <Button variant="contained" size="small" onClick={submit} loading={isSaving}>
            Save {label}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

export function descriptionProblem(text: string): string | null {
  const parsed = descriptionSchema.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MSG.tasks.descriptionLength);
}

/** The Emergency switch: saved on toggle, shown in its new position while the save is under way. */
export function useEmergencyToggle(task: TaskDetail, timeZone: string, notify: Notify) {
  const { save, isSaving } = useTaskEdit(task, timeZone, notify);
  const [saving, setSaving] = useState<boolean | null>(null);
  return {
    isEmergency: saving ?? task.isEmergency,
    toggle: (isEmergency: boolean) => {
      setSaving(isEmergency);
      save({ isEmergency }, undefined, () => setSaving(null));
    },
    isSaving,
  };
}
