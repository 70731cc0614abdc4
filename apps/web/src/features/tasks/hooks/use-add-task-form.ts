import {
  MSG,
  dayjs,
  defaultTaskEnd,
  instantInZone,
  startOfYesterday,
  type AddTaskInput,
  type CmsEntry,
  type SessionUser,
} from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { companyLabelsQueryKey, useCompanyLabels } from '@/lib/lookups/get-company-labels';
import { useLocationOptions } from '@/lib/lookups/get-location-options';
import { isDepartmentBound } from '@/lib/roles';
import { useTimeout } from '@/lib/use-timeout';
import { useAddTask } from '../api/add-task';
import {
  EMPTY_ADD_TASK_FORM,
  addTaskFormSchema,
  isLargeCompany,
  type AddTaskFormContext,
  type AddTaskFormValues,
} from '../utils/add-task-form';
import { endAfter } from '../utils/task-date-times';
import { isFieldShown, messageLabel } from '../utils/task-format';

/** The spec's success close delay. */
export const CLOSE_AFTER_ADD_MS = 1500;

export interface AddTaskNotice {
  severity: 'success' | 'error';
  text: string;
}

export interface UseAddTaskFormOptions {
  user: SessionUser;
  timeZone: string;
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
  const dates = start?.isValid() ? { startDate: start, endDate: defaultTaskEnd(start, timeZone) } : {};
  return { ...EMPTY_ADD_TASK_FORM, department: preset, ...dates };
}

/**
 * The Add Task form's state and rules: the values, the fields that reset when a choice above
 * them changes (location, company, division, start), the company's labels, and the submit.
 */
export function useAddTaskForm({ user, timeZone, onClose, onAdded, initialStart }: UseAddTaskFormOptions) {
  const isScheduler = isDepartmentBound(user.role);
  const taskLocation = user.task_location;
  const mutation = useAddTask();
  const timeout = useTimeout();
  const [notice, setNotice] = useState<AddTaskNotice | null>(null);
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

  const earliestStart = useMemo(() => dayjs(startOfYesterday(timeZone)).tz(timeZone), [timeZone]);
  const revalidate = { shouldValidate: formState.isSubmitted, shouldDirty: true } as const;

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
  // Each pick is rebuilt from its instant, and To defaults to one hour of elapsed time after From.
  const chooseStart = (picked: Dayjs | null) => {
    const next = picked ? instantInZone(picked, timeZone) : null;
    setValue('startDate', next, { shouldDirty: true });
    setValue('endDate', next ? defaultTaskEnd(next, timeZone) : null, { shouldDirty: true });
    clearErrors(['startDate', 'endDate']);
  };
  const chooseEnd = (picked: Dayjs | null) => {
    const start = getValues('startDate');
    const next = picked ? endAfter(picked, start, timeZone) : null;
    setValue('endDate', next, { shouldDirty: true });
    // Instants, not dayjs's isAfter: in a zone it re-reads the wall clock, and the repeated hour twice.
    if (next && start && next.valueOf() <= start.valueOf())
      setError('endDate', { message: MSG.tasks.endAfterStartLive });
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

  return {
    control,
    labels,
    isScheduler,
    taskLocation,
    hasLocations,
    isLarge: isLargeCompany(company),
    location,
    company,
    division,
    startDate,
    earliestStart,
    chooseLocation,
    chooseCompany,
    chooseDivision,
    chooseStart,
    chooseEnd,
    onSubmit,
    notice,
    isSaving: mutation.isPending,
    isAdded: mutation.isSuccess,
  };
}

export type AddTaskFormState = ReturnType<typeof useAddTaskForm>;
