import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { AddTaskFormState } from '../hooks/use-add-task-form';
import { fieldLabel } from '../utils/task-format';
import { AddTaskAttendeesField, AddTaskPriorityField } from './add-task-attendee-fields';
import { CompanyField, DepartmentField, DivisionField, LocationField, ServiceField } from './task-option-fields';

/**
 * Where the task happens and who covers it, in two columns. With the hospital's task-location
 * setting the location leads (it narrows departments and companies); without it the company does.
 */
export function AddTaskWhoWhereSection({ form }: { form: AddTaskFormState }) {
  const { control, labels, isScheduler, taskLocation, hasLocations, isLarge, location, company, division } = form;

  const locationField = (
    <Controller
      name="location"
      control={control}
      render={({ field, fieldState }) => (
        <LocationField
          label="Location"
          value={field.value}
          onChange={form.chooseLocation}
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
          onChange={form.chooseCompany}
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
          onChange={form.chooseDivision}
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
  const priorityField = <AddTaskPriorityField form={form} />;
  const attendeesField = <AddTaskAttendeesField form={form} />;

  const [left, right]: [ReactNode[], ReactNode[]] = taskLocation
    ? [
        [locationField, departmentField, companyField, serviceField],
        [priorityField, attendeesField, divisionField],
      ]
    : [
        [companyField, divisionField, ...(hasLocations ? [locationField] : []), serviceField],
        [priorityField, departmentField, attendeesField],
      ];

  return (
    <>
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
    </>
  );
}
