import { z } from 'zod';
import { MSG } from '../constants/messages';
import { TASK_STATUSES } from '../constants/tasks';
import { parseWireDate } from '../utils/dates';
import { envelopeSchema, listEnvelopeSchema } from './common';
import { givenZone, readWireRange, toInstant } from './wire-dates';

export const taskStatusSchema = z.enum(TASK_STATUSES);

/** POST task/dashboard: the visible range, and how many events a day the view can show. */
export const dashboardInputSchema = z
  .object({
    startDate: z.string({ error: 'Invalid start date' }).trim(),
    endDate: z.string({ error: 'Invalid end date' }).trim(),
    timeZone: z.string().trim().max(64).optional(),
    taskLocation: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    departmentId: z.union([z.uuid(), z.literal('')]).default(''),
    perDay: z.coerce.number().int().min(1).max(200).default(5),
  })
  .superRefine((v, ctx) => {
    const range = readWireRange(v, ctx);
    if (!range) return;
    const { start, end } = range;
    if (end <= start) ctx.addIssue({ code: 'custom', message: MSG.tasks.endAfterStart, path: ['endDate'] });
    else if (end - start > 62 * 86_400_000) {
      ctx.addIssue({ code: 'custom', message: 'The range can be at most 62 days', path: ['endDate'] });
    }
  })
  .transform((v) => ({
    ...v,
    timeZone: givenZone(v.timeZone) ?? 'UTC',
    startDate: toInstant(v.startDate, givenZone(v.timeZone)),
    endDate: toInstant(v.endDate, givenZone(v.timeZone)),
  }));
export type DashboardInput = z.input<typeof dashboardInputSchema>;

export const calendarEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  taskstatus: taskStatusSchema,
  isEmergency: z.boolean(),
  companyData: z.object({ name: z.string() }),
  assignedTo: z.object({ name: z.string() }).nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const dashboardResponseSchema = z.object({
  status: z.number(),
  data: z.object({
    tasks: z.array(calendarEventSchema),
    /** Per local day (YYYY-MM-DD in the given zone), how many events were left out. */
    hidden: z.array(z.object({ date: z.string(), count: z.number().int() })),
    upcoming_tasks: z.array(calendarEventSchema),
  }),
});

export const dashboardDayInputSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-08')
    .refine((v) => !Number.isNaN(parseWireDate(v, 'UTC')), 'Use a date like 2026-03-08'),
  timeZone: z.string().trim().max(64).default('UTC'),
  departmentId: z.union([z.uuid(), z.literal('')]).default(''),
});

export const dashboardTaskSchema = z.object({
  _id: z.string(),
  taskName: z.string(),
  taskStatus: taskStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  isEmergency: z.boolean(),
  companyData: z.object({ name: z.string() }),
  assignedTo: z
    .object({
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string(),
      profilePath: z.string().nullable().optional(),
    })
    .nullable(),
});

export const dashboardDayResponseSchema = listEnvelopeSchema(calendarEventSchema);
export const dashboardTaskResponseSchema = envelopeSchema(dashboardTaskSchema);
