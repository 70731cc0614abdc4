import { MSG, dayjs, startOfYesterday, type AddTaskInput, type CmsEntry, type SessionUser } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { useAddTask } from '../api/add-task';
import { companyLabelsQueryKey, useCompanyLabels } from '@/lib/lookups/get-company-labels';
import { useLocationOptions } from '@/lib/lookups/get-location-options';
import {
  EMPTY_ADD_TASK_FORM,
  addTaskFormSchema,
  isLargeCompany,
  type AddTaskFormContext,
  type AddTaskFormValues,
} from '../utils/add-task-form';
import { PATIENT_FIELDS, fieldLabel, isFieldShown, messageLabel } from '../utils/task-format';
import { AttendeeEmailsField } from './attendee-emails-field';
import { TaskDateTimePicker } from './task-date-time-picker';
import { CompanyField, DepartmentField, DivisionField, LocationField, ServiceField } from './task-option-fields';
import { isDepartmentBound } from '@/lib/roles';

/** The spec's success close delay. */
export const CLOSE_AFTER_ADD_MS = 1500;
const DESCRIPTION_MAX = 255;

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

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

function defaultsFor(user: SessionUser, timeZone: string, initialStart?: string): AddTaskFormValues {
  const preset =
    isDepartmentBound(user.role) && user.departmentId && user.departmentName
      ? { _id: user.departmentId, name: user.departmentName }
      : null;
  const start = initialStart ? dayjs(initialStart).tz(timeZone) : null;
  const dates = start?.isValid() ? { startDate: start, endDate: start.add(1, 'hour') } : {};
  return { ...EMPTY_ADD_TASK_FORM, department: preset, ...dates };
}

/** The Add Task form: title, scrollable body and actions of the dialog around it. */
export function AddTaskForm({ user, timeZone, titleId, onClose, onAdded, initialStart }: AddTaskFormProps) {
  const isScheduler = isDepartmentBound(user.role);
  const taskLocation = user.task_location;
  const mutation = useAddTask();
  const timeout = useTimeout();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [defaultValues] = useState(() => defaultsFor(user, timeZone, initialStart));

  const queryClient = useQueryClient();
  /** The rules change with the chosen company (its size and labels), so each validation reads them afresh. */
  const contextFor = (company: AddTaskFormValues['company']): AddTaskFormContext => {
    const labels = company ? queryClient.getQueryData<CmsEntry[]>(companyLabelsQueryKey(company._id)) : undefined;
    return {
      isScheduler,
      taskLocation,
      timeZone,
      departmentLabel: messageLabel(labels, 'department'),
      serviceLabel: messageLabel(labels, 'service'),
      patientFields: {
        patientName: isFieldShown(labels, 'patientName'),
        caseNumber: isFieldShown(labels, 'caseNumber'),
        patientSurvey: isFieldShown(labels, 'patientSurvey'),
      },
    };
  };

  const { control, handleSubmit, setValue, setError, clearErrors, getValues, formState } = useForm<
    AddTaskFormValues,
    unknown,
    AddTaskInput
  >({
    defaultValues,
    resolver: (values, resolverContext, options) =>
      zodResolver(addTaskFormSchema(contextFor(values.company)))(values, resolverContext, options),
  });
  const [location, company, division, startDate] = useWatch({
    control,
    name: ['location', 'company', 'division', 'startDate'],
  });

  const labels = useCompanyLabels(company?._id).data;
  const locations = useLocationOptions('', !taskLocation);
  const hasLocations = taskLocation || (locations.data?.length ?? 0) > 0;
  const isLarge = isLargeCompany(company);
  const shownPatientFields = PATIENT_FIELDS.filter((key) => isFieldShown(labels, key));

  const earliestStart = useMemo(() => dayjs(startOfYesterday(timeZone)).tz(timeZone), [timeZone]);
  const isSubmitted = formState.isSubmitted;
  const revalidate = { shouldValidate: isSubmitted, shouldDirty: true } as const;

  const chooseLocation = (next: AddTaskFormValues['location']) => {
    setValue('location', next, revalidate);
    setValue('company', null, revalidate);
    if (!isScheduler) setValue('department', null, revalidate);
    setValue('service', null, revalidate);
    setValue('division', null, { shouldDirty: true });
    clearErrors('division');
  };
  const chooseCompany = (next: AddTaskFormValues['company']) => {
    setValue('company', next, revalidate);
    setValue('service', null, revalidate);
    setValue('division', null, { shouldDirty: true });
    clearErrors('division');
  };
  const chooseDivision = (next: AddTaskFormValues['division']) => {
    setValue('division', next, revalidate);
    setValue('service', null, revalidate);
  };
  const chooseStart = (next: Dayjs | null) => {
    setValue('startDate', next, { shouldDirty: true });
    setValue('endDate', next ? next.add(1, 'hour') : null, { shouldDirty: true });
    clearErrors(['startDate', 'endDate']);
  };
  const chooseEnd = (next: Dayjs | null) => {
    setValue('endDate', next, { shouldDirty: true });
    const start = getValues('startDate');
    if (next && start && !next.isAfter(start)) setError('endDate', { message: MSG.tasks.endAfterStartLive });
    else clearErrors('endDate');
  };

  const onSubmit = handleSubmit((payload) => {
    timeout.clear();
    setNotice(null);
    mutation.mutate(payload, {
      onSuccess: (response) => {
        setNotice({ severity: 'success', text: response.msg });
        onAdded(response.data._id);
        timeout.schedule(onClose, CLOSE_AFTER_ADD_MS);
      },
      onError: (error) => setNotice({ severity: 'error', text: errorMessage(error) }),
    });
  });

  const locationField = (
    <Controller
      name="location"
      control={control}
      render={({ field, fieldState }) => (
        <LocationField
          label="Location"
          value={field.value}
          onChange={chooseLocation}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={taskLocation}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  const departmentField = (
    <Controller
      name="department"
      control={control}
      render={({ field, fieldState }) => (
        <DepartmentField
          label={fieldLabel(labels, 'department')}
          locationId={location?._id ?? null}
          taskLocation={taskLocation}
          value={field.value}
          onChange={(next) => field.onChange(next)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={isScheduler}
          required={!isScheduler}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  const companyField = (
    <Controller
      name="company"
      control={control}
      render={({ field, fieldState }) => (
        <CompanyField
          label="Company"
          locationId={location?._id ?? null}
          taskLocation={taskLocation}
          value={field.value}
          onChange={chooseCompany}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  const serviceField = (
    <Controller
      name="service"
      control={control}
      render={({ field, fieldState }) => (
        <ServiceField
          label={fieldLabel(labels, 'service')}
          companyId={company?._id ?? ''}
          divisionId={isLarge ? (division?._id ?? null) : null}
          value={field.value}
          onChange={(next) => field.onChange(next)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={!company}
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  const divisionField = (
    <Controller
      name="division"
      control={control}
      render={({ field, fieldState }) => (
        <DivisionField
          label="Division"
          companyId={company?._id ?? ''}
          value={field.value}
          onChange={chooseDivision}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={!isLarge}
          required={isLarge}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  const priorityField = (
    <Controller
      name="priority"
      control={control}
      render={({ field }) => (
        <Box
          sx={{
            minHeight: 56,
            px: 1.75,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            border: 1,
            borderColor: 'rgba(0, 0, 0, 0.23)',
            borderRadius: 1,
          }}
        >
          <Typography color="text.secondary">Priority</Typography>
          <FormControlLabel
            labelPlacement="start"
            sx={{ mr: 0 }}
            label="Emergency"
            control={
              <Switch
                checked={field.value}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                color="error"
              />
            }
          />
        </Box>
      )}
    />
  );
  const attendeesField = (
    <Controller
      name="ccEmails"
      control={control}
      render={({ field, fieldState }) => (
        <AttendeeEmailsField
          label="Email IDs of External Attendees"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  const [left, right]: [ReactNode[], ReactNode[]] = taskLocation
    ? [
        [locationField, departmentField, companyField, serviceField],
        [priorityField, attendeesField, divisionField],
      ]
    : [
        [companyField, divisionField, ...(hasLocations ? [locationField] : []), serviceField],
        [priorityField, departmentField, attendeesField],
      ];

  const isAdded = mutation.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
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
          <Stack spacing={2.5}>
            {left.map((node, i) => (
              <Box key={i}>{node}</Box>
            ))}
          </Stack>
          <Stack spacing={2.5}>
            {right.map((node, i) => (
              <Box key={i}>{node}</Box>
            ))}
          </Stack>
          <Controller
            name="startDate"
            control={control}
            render={({ field, fieldState }) => (
              <TaskDateTimePicker
                label="From Date & Time"
                value={field.value}
                onChange={chooseStart}
                onBlur={field.onBlur}
                inputRef={field.ref}
                timeZone={timeZone}
                minDate={earliestStart}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            name="endDate"
            control={control}
            render={({ field, fieldState }) => (
              <TaskDateTimePicker
                label="To Date & Time"
                value={field.value}
                onChange={chooseEnd}
                onBlur={field.onBlur}
                inputRef={field.ref}
                timeZone={timeZone}
                minDate={startDate ? startDate.startOf('day') : earliestStart}
                disabled={!startDate}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1.5 }}>
            Times are in {timeZone.replace(/_/g, ' ')}.
          </Typography>
          {shownPatientFields.map((key) => (
            <Controller
              key={key}
              name={key}
              control={control}
              render={(props) => (
                <TextField
                  {...controlledFieldProps(props)}
                  label={fieldLabel(labels, key)}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
              )}
            />
          ))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              name="taskDescription"
              control={control}
              render={(props) => {
                const length = props.field.value.length;
                const error = props.fieldState.error?.message;
                return (
                  <TextField
                    {...controlledFieldProps(props)}
                    label={fieldLabel(labels, 'description')}
                    multiline
                    minRows={2}
                    maxRows={4}
                    helperText={
                      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                        <span>{error ?? ''}</span>
                        <Box component="span" sx={{ color: length > DESCRIPTION_MAX ? 'error.main' : undefined }}>
                          {length}/{DESCRIPTION_MAX}
                        </Box>
                      </Box>
                    }
                  />
                );
              }}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={mutation.isPending} disabled={isAdded}>
          Add Task
        </Button>
      </DialogActions>
    </Box>
  );
}
