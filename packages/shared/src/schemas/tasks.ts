import { z } from 'zod';
import { MSG } from '../constants/messages';
import { LIMITS } from '../constants/limits';
import { UPDATE_STATUS_CHOICES } from '../constants/tasks';
import { localDayBounds, parseWireDate } from '../utils/dates';
import { taskStatusSchema } from './calendar';
import { DAY_ONLY, givenZone, toInstant, wireDateProblem } from './wire-dates';
import { EMAIL_PATTERN } from '../utils/patterns';
import {
  envelopeSchema,
  idParamsSchema,
  listEnvelopeSchema,
  lookupFlagSchema,
  lookupSearchSchema,
  messageResponseSchema,
  pageNumberField,
  listPageSizeField,
  pagerSchema,
} from './common';

const optionalUuid = z
  .union([z.uuid(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const patientField = z.string().trim().max(LIMITS.patientFieldMax, MSG.tasks.patientLength).default('');

export const descriptionSchema = z.string().max(LIMITS.descriptionMax, MSG.tasks.descriptionLength);

/** POST task/addTask (spec part 1 §3 "Task creation payload"). Names are informative; ids decide. */
export const addTaskInputSchema = z
  .object({
    timezone: z.string().trim().max(64).optional(),
    companyId: z.string({ error: MSG.tasks.companyRequired }).trim().min(1, MSG.tasks.companyRequired),
    companyName: z.string().optional(),
    departmentId: optionalUuid,
    departmentName: z.string().optional(),
    serviceId: z.string({ error: MSG.tasks.serviceRequired() }).trim().min(1, MSG.tasks.serviceRequired()),
    serviceName: z.string().optional(),
    location_id: optionalUuid,
    divisionId: optionalUuid,
    startDate: z.string().trim().default(''),
    endDate: z.string().trim().default(''),
    priority: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
    taskDescription: descriptionSchema.default(''),
    ccEmails: z
      .array(
        z.string().trim().regex(EMAIL_PATTERN, MSG.tasks.attendeeEmail).max(LIMITS.emailMax, MSG.tasks.attendeeEmail),
      )
      .max(LIMITS.attendeesMax, MSG.tasks.attendeeCount)
      .default([]),
    patientName: patientField,
    caseNumber: patientField,
    patientSurvey: patientField,
  })
  .superRefine((v, ctx) => {
    if (!v.startDate && !v.endDate) {
      ctx.addIssue({ code: 'custom', message: MSG.tasks.datesRequired, path: ['startDate'] });
      return;
    }
    const tz = givenZone(v.timezone);
    const startProblem = v.startDate
      ? wireDateProblem(v.startDate, tz, MSG.tasks.startRequired)
      : MSG.tasks.startRequired;
    if (startProblem) {
      ctx.addIssue({ code: 'custom', message: startProblem, path: ['startDate'] });
      return;
    }
    const endProblem = v.endDate ? wireDateProblem(v.endDate, tz, MSG.tasks.endRequired) : MSG.tasks.endRequired;
    if (endProblem) {
      ctx.addIssue({ code: 'custom', message: endProblem, path: ['endDate'] });
      return;
    }
    if (parseWireDate(v.endDate, tz) <= parseWireDate(v.startDate, tz)) {
      ctx.addIssue({ code: 'custom', message: MSG.tasks.endAfterStart, path: ['endDate'] });
    }
  })
  // Wall-clock times are read in the given zone; the task keeps that zone (UTC when none is usable).
  .transform((v) => ({
    ...v,
    timezone: givenZone(v.timezone) ?? 'UTC',
    startDate: toInstant(v.startDate, givenZone(v.timezone)),
    endDate: toInstant(v.endDate, givenZone(v.timezone)),
  }));
export type AddTaskInput = z.input<typeof addTaskInputSchema>;
export type AddTaskParsed = z.output<typeof addTaskInputSchema>;

export const TASK_LIST_STATUS_FILTERS = [
  'upcoming',
  'Unassigned',
  'assigned',
  'inprogress',
  'completed',
  'cancelled',
  'uncovered',
  'pending',
  'all',
] as const;
export type TaskListStatusFilter = (typeof TASK_LIST_STATUS_FILTERS)[number];

/**
 * A status filter in any case or spacing ("unassigned", "In Progress", "UNASSIGNED") read as the
 * list's own value; anything else is left as typed, for the enum to refuse with the catalogue's text.
 */
export function normaliseStatusFilter(value: string): string {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return TASK_LIST_STATUS_FILTERS.find((f) => f.toLowerCase() === key) ?? value;
}

export const taskListInputSchema = z
  .object({
    nextpage: pageNumberField,
    pagesize: listPageSizeField,
    taskStatus: z
      .string({ error: MSG.tasks.statusFilterInvalid })
      .transform(normaliseStatusFilter)
      .pipe(z.enum(TASK_LIST_STATUS_FILTERS, { error: MSG.tasks.statusFilterInvalid }))
      .default('upcoming'),
    companyId: z.union([z.uuid(), z.literal('')]).default(''),
    departmentId: z.union([z.uuid(), z.literal('')]).default(''),
    search: z.string().trim().max(100).default(''),
    emergency: z.enum(['', 'emergency', 'normal']).default(''),
    searchPatientInfo: z.string().trim().max(LIMITS.patientFieldMax).default(''),
    searchPatientInfoType: z.coerce.number().int().min(0).max(2).default(0),
    startDate: z.string().trim().default(''),
    endDate: z.string().trim().default(''),
    /** The zone a date or date-time without an offset is read in. */
    timeZone: z.string().trim().max(64).optional(),
    taskLocation: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  })
  .superRefine((v, ctx) => {
    const tz = givenZone(v.timeZone);
    const problems = {
      startDate: v.startDate && wireDateProblem(v.startDate, tz, 'Invalid start date'),
      endDate: v.endDate && wireDateProblem(v.endDate, tz, 'Invalid end date'),
    };
    for (const [field, message] of Object.entries(problems)) {
      if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  })
  // A day alone (2027-02-20) as the end covers that whole local day, up to the next day's 00:00.
  .transform((v) => {
    const tz = givenZone(v.timeZone);
    const endOfDay = tz && DAY_ONLY.test(v.endDate) ? localDayBounds(v.endDate, tz).end - 1 : null;
    return {
      ...v,
      startDate: toInstant(v.startDate, tz),
      endDate: endOfDay === null ? toInstant(v.endDate, tz) : new Date(endOfDay).toISOString(),
    };
  });
export type TaskListInput = z.input<typeof taskListInputSchema>;

export const taskListRowSchema = z.object({
  _id: z.string(),
  taskName: z.string(),
  taskStatus: taskStatusSchema,
  isEmergency: z.boolean(),
  companyName: z.string(),
  salesRep: z.object({ name: z.string() }).nullable(),
  department: z.object({ name: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
});
export type TaskListRow = z.infer<typeof taskListRowSchema>;

export const taskListResponseSchema = z.object({
  status: z.number(),
  list: z.array(taskListRowSchema),
  /** `total` is exact when `totalExact`; otherwise at least that many tasks match. */
  pager: pagerSchema.extend({ total: z.number().int(), totalExact: z.boolean() }),
});

const personSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  profilePath: z.string().nullable().optional(),
});

export const taskDetailSchema = z.object({
  _id: z.string(),
  taskName: z.string(),
  taskDescription: z.string(),
  discription: z.string(),
  taskStatus: taskStatusSchema,
  isEmergency: z.boolean(),
  priority: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  company: z.array(z.object({ _id: z.string(), name: z.string(), size: z.string() })),
  companyName: z.string(),
  division: z.array(z.object({ _id: z.string(), name: z.string() })),
  location: z
    .object({ _id: z.string(), name: z.string(), address: z.object({ formattedAddress: z.string() }) })
    .nullable(),
  department: z.object({ _id: z.string(), name: z.string() }),
  service: z.object({ _id: z.string(), name: z.string() }),
  assigned: z.array(personSchema),
  salesRep: z.object({ name: z.string() }).nullable(),
  products: z.array(z.object({ no: z.number(), name: z.string(), price: z.number(), quantity: z.number() })),
  patientName: z.string(),
  caseNumber: z.string(),
  patientSurvey: z.string(),
  ccEmails: z.array(z.string()),
  /**
   * When the task was booked, or last reopened: a task booked after its start is a record of a
   * case that already happened (never swept to uncovered, see `isRetrospective`).
   */
  bookedAt: z.string(),
  history: z.array(
    z.object({
      _id: z.string(),
      action: z.string(),
      field: z.string().nullable(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      note: z.string().nullable(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** PUT task/task/edit: task_id plus one kind of change. */
export const editTaskInputSchema = z
  .object({
    task_id: z.string().trim().min(1, MSG.tasks.notFound),
    timeZone: z.string().trim().max(64).optional(),
    discription: descriptionSchema.optional(),
    taskDescription: descriptionSchema.optional(),
    startDate: z.string().trim().optional(),
    endDate: z.string().trim().optional(),
    patientName: z.string().trim().max(LIMITS.patientFieldMax, MSG.tasks.patientLength).optional(),
    caseNumber: z.string().trim().max(LIMITS.patientFieldMax, MSG.tasks.patientLength).optional(),
    patientSurvey: z.string().trim().max(LIMITS.patientFieldMax, MSG.tasks.patientLength).optional(),
    isEmergency: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  })
  .superRefine((v, ctx) => {
    const hasStart = v.startDate !== undefined;
    const hasEnd = v.endDate !== undefined;
    if (hasStart || hasEnd) {
      if (!v.endDate || (hasStart && !v.startDate)) {
        ctx.addIssue({ code: 'custom', message: MSG.tasks.datesRequired, path: ['startDate'] });
        return;
      }
      // Without an offset a time is read in timeZone, or else in the task's own zone (the service).
      const tz = v.timeZone ? givenZone(v.timeZone) : 'UTC';
      const problem =
        wireDateProblem(v.endDate, tz, MSG.tasks.datesRequired) ??
        (v.startDate ? wireDateProblem(v.startDate, tz, MSG.tasks.datesRequired) : null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['startDate'] });
    }
  });
export type EditTaskInput = z.input<typeof editTaskInputSchema>;

/** PUT task/assign_task: the account side's Update Status and Cancel Task. */
export const assignTaskInputSchema = z.object({
  _id: z.string().trim().min(1, MSG.tasks.notFound),
  taskStatus: z.enum(UPDATE_STATUS_CHOICES, { error: MSG.tasks.statusRequired }),
  timeZone: z.string().trim().max(64).optional(),
  note: z.string().trim().max(LIMITS.noteMax, MSG.users.noteLength).optional(),
});
export type AssignTaskInput = z.input<typeof assignTaskInputSchema>;

/** PUT task/reopen_task: the Account Admin reopens an uncovered task, saying why. */
export const reopenTaskInputSchema = z.object({
  _id: z.string().trim().min(1, MSG.tasks.notFound),
  note: z
    .string({ error: MSG.tasks.reopenNoteRequired })
    .trim()
    .min(1, MSG.tasks.reopenNoteRequired)
    .max(LIMITS.noteMax, MSG.users.noteLength),
});
export type ReopenTaskInput = z.input<typeof reopenTaskInputSchema>;

export const CMS_KEYS = ['patientName', 'caseNumber', 'patientSurvey', 'service', 'department', 'description'] as const;
export const cmsEntrySchema = z.object({
  value: z.string(),
  label: z.string(),
  checked: z.boolean(),
  isEdited: z.boolean().optional(),
});
export type CmsEntry = z.infer<typeof cmsEntrySchema>;

export const DEFAULT_CMS_LABELS: CmsEntry[] = [
  { value: 'patientName', label: 'Patient Name', checked: false },
  { value: 'caseNumber', label: 'Case Number', checked: false },
  { value: 'patientSurvey', label: 'Patient Survey', checked: false },
];

export const optionSchema = z.object({ _id: z.string(), name: z.string() });
export const companyOptionSchema = optionSchema.extend({ size: z.string() });
export const serviceOptionSchema = z.object({ _id: z.string(), service: z.string() });

/** POST task/companyFilter: `companyName` is the spec's older name of the search text. */
export const companyFilterInputSchema = z.object({
  search: lookupSearchSchema.optional(),
  companyName: lookupSearchSchema.optional(),
  taskLocation: lookupFlagSchema,
  accountId: z.string().optional(),
});
export const divisionFilterInputSchema = z.object({ search: lookupSearchSchema, companyId: z.string().default('') });
export const serviceFilterInputSchema = z.object({
  search: lookupSearchSchema,
  companyId: z.string().default(''),
  divisionId: z.string().nullable().default(''),
});
/** POST task/departmentSearch; `taskLocation` and the ids are accepted but do not narrow (see README). */
export const departmentSearchInputSchema = z.object({
  search: lookupSearchSchema,
  taskLocation: lookupFlagSchema,
  companyId: z.string().optional(),
  accountId: z.string().optional(),
});
/** GET task/location/get_locations?search=&pageNumber=&pageSize= */
export const locationQuerySchema = z.object({
  search: lookupSearchSchema,
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).default(5),
});
export const companyIdParamsSchema = z.object({ companyId: z.string().max(100) });

/** Company side of the life cycle. */
export const offerTaskInputSchema = z.object({
  task_id: z.string().trim().min(1, MSG.tasks.notFound),
  repId: z.string({ error: MSG.tasks.repRequired }).trim().min(1, MSG.tasks.repRequired),
});
export const taskIdInputSchema = z.object({ task_id: z.string().trim().min(1, MSG.tasks.notFound) });

export const productInputSchema = z.object({
  name: z.string().trim().min(1, MSG.tasks.productName).max(100, MSG.tasks.productName),
  price: z.coerce.number().min(0, MSG.tasks.productPrice).max(999999.99, MSG.tasks.productPrice),
  quantity: z.coerce
    .number()
    .int(MSG.tasks.productQuantity)
    .min(1, MSG.tasks.productQuantity)
    .max(999, MSG.tasks.productQuantity),
});
export const completeTaskInputSchema = taskIdInputSchema.extend({
  products: z.array(productInputSchema).max(50).default([]),
});
export type CompleteTaskInput = z.input<typeof completeTaskInputSchema>;

export const repOptionSchema = z.object({ _id: z.string(), name: z.string(), territory: z.string().nullable() });

export const optionListResponseSchema = listEnvelopeSchema(optionSchema);
export const companyOptionListResponseSchema = listEnvelopeSchema(companyOptionSchema);
export const serviceOptionListResponseSchema = listEnvelopeSchema(serviceOptionSchema);
export const repOptionListResponseSchema = listEnvelopeSchema(repOptionSchema);
/** GET task/cms/:companyId, in the spec's nesting. */
export const cmsLabelsResponseSchema = envelopeSchema(
  z.object({ labelChange: z.object({ label: z.array(cmsEntrySchema) }) }),
);

export const addTaskResponseSchema = messageResponseSchema.extend({ data: z.object({ _id: z.string() }) });
export type AddTaskResponse = z.infer<typeof addTaskResponseSchema>;
/** GET task/task/detail/:id answers the task as a one-element list, as the spec has it. */
export const taskDetailParamsSchema = idParamsSchema;
export const taskDetailResponseSchema = listEnvelopeSchema(taskDetailSchema);

/** Rep details are not shown for tasks nobody has accepted. */
export const REP_HIDDEN_STATUSES = ['unassigned', 'pending', 'cancelled'] as const;

// The calendar dashboard's calls (and the task status schema they share) live in calendar.ts.
export * from './calendar';
