import {
  MSG,
  addTaskInputSchema,
  companyOptionSchema,
  optionSchema,
  serviceOptionSchema,
  type AddTaskInput,
} from '@casecover/shared';
import type { Dayjs } from 'dayjs';
import { z } from 'zod';

/** Booking rules that depend on who books and on the chosen company (spec part 1 §4 "Add Task form", §5). */
export interface AddTaskFormContext {
  /** A scheduler's department is preset and not required. */
  isScheduler: boolean;
  /** The hospital's task-location setting: Location is then required. */
  taskLocation: boolean;
  timeZone: string;
  /** The words in "* Please select a {label}", renamed by the company's labels. */
  departmentLabel: string;
  serviceLabel: string;
  /** Which patient fields the company turned on; hidden ones are sent empty. */
  patientFields: { patientName: boolean; caseNumber: boolean; patientSurvey: boolean };
}

const dayjsValue = z.custom<Dayjs | null>((v) => v === null || (typeof v === 'object' && 'isValid' in v));

const addTaskFormFields = z.object({
  location: optionSchema.nullable(),
  department: optionSchema.nullable(),
  company: companyOptionSchema.nullable(),
  division: optionSchema.nullable(),
  service: serviceOptionSchema.nullable(),
  priority: z.boolean(),
  ccEmails: z.array(z.string()),
  startDate: dayjsValue,
  endDate: dayjsValue,
  patientName: z.string(),
  caseNumber: z.string(),
  patientSurvey: z.string(),
  taskDescription: z.string(),
});

export type AddTaskFormValues = z.infer<typeof addTaskFormFields>;

export const EMPTY_ADD_TASK_FORM: AddTaskFormValues = {
  location: null,
  department: null,
  company: null,
  division: null,
  service: null,
  priority: false,
  ccEmails: [],
  startDate: null,
  endDate: null,
  patientName: '',
  caseNumber: '',
  patientSurvey: '',
  taskDescription: '',
};

export function isLargeCompany(company: AddTaskFormValues['company']): boolean {
  return company?.size === 'large';
}

const validInstant = (d: Dayjs | null) => (d && d.isValid() ? d.toISOString() : '');

/** The POST task/addTask payload (spec part 1 §3 "Task creation payload"). */
export function toAddTaskInput(v: AddTaskFormValues, ctx: AddTaskFormContext): AddTaskInput {
  const isLarge = isLargeCompany(v.company);
  return {
    timezone: ctx.timeZone,
    companyId: v.company?._id ?? '',
    companyName: v.company?.name ?? '',
    departmentId: v.department?._id ?? null,
    departmentName: v.department?.name ?? '',
    serviceId: v.service?._id ?? '',
    serviceName: v.service?.service ?? '',
    location_id: v.location?._id ?? null,
    divisionId: isLarge ? (v.division?._id ?? null) : null,
    startDate: validInstant(v.startDate),
    endDate: validInstant(v.endDate),
    priority: v.priority,
    taskDescription: v.taskDescription,
    ccEmails: v.ccEmails,
    patientName: ctx.patientFields.patientName ? v.patientName.trim() : '',
    caseNumber: ctx.patientFields.caseNumber ? v.caseNumber.trim() : '',
    patientSurvey: ctx.patientFields.patientSurvey ? v.patientSurvey.trim() : '',
  };
}

/** Where a payload field's message shows in the form. */
const FORM_FIELD_OF: Partial<Record<keyof AddTaskInput, keyof AddTaskFormValues>> = {
  companyId: 'company',
  serviceId: 'service',
  departmentId: 'department',
  location_id: 'location',
  divisionId: 'division',
  startDate: 'startDate',
  endDate: 'endDate',
  taskDescription: 'taskDescription',
  ccEmails: 'ccEmails',
  patientName: 'patientName',
  caseNumber: 'caseNumber',
  patientSurvey: 'patientSurvey',
};

/**
 * The Add Task form's schema: the choices that depend on the booker and the company, then the
 * shared payload schema (dates, description, attendees) on the payload the form would send, its
 * messages placed under the matching fields. The output is that payload.
 */
export function addTaskFormSchema(ctx: AddTaskFormContext) {
  return addTaskFormFields
    .superRefine((v, issues) => {
      const add = (path: keyof AddTaskFormValues, message: string) =>
        issues.addIssue({ code: 'custom', path: [path], message });
      if (ctx.taskLocation && !v.location) add('location', MSG.tasks.locationRequired);
      if (!ctx.isScheduler && !v.department) add('department', MSG.tasks.departmentRequired(ctx.departmentLabel));
      if (!v.company) add('company', MSG.tasks.companyRequired);
      if (isLargeCompany(v.company) && !v.division) add('division', MSG.tasks.divisionAgain);
      if (!v.service) add('service', MSG.tasks.serviceRequired(ctx.serviceLabel));
      else if (!v.service.service.trim()) add('service', MSG.tasks.serviceAgain);

      const parsed = addTaskInputSchema.safeParse(toAddTaskInput(v, ctx));
      if (parsed.success) return;
      const taken = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        const field = typeof key === 'string' ? FORM_FIELD_OF[key as keyof AddTaskInput] : undefined;
        // Company and service already have their messages, worded with the configured labels.
        if (!field || field === 'company' || field === 'service' || taken.has(field)) continue;
        taken.add(field);
        add(field, issue.message);
      }
    })
    .transform((v) => toAddTaskInput(v, ctx));
}
