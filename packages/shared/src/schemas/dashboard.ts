import { z } from 'zod';
import { MSG } from '../constants/messages';
import { parseWireDate } from '../utils/dates';
import { envelopeSchema, listEnvelopeSchema } from './common';
import { isoDate, taskStatusSchema } from './tasks';

// The calendar dashboard: a range of events, one day's events, and one event's card.

/** POST task/dashboard: the visible range, and how many events a day the view can show. */
export const dashboardInputSchema = z
  .object({
    startDate: isoDate('Invalid start date'),
    endDate: isoDate('Invalid end date'),
    timeZone: z.string().trim().max(64).default('UTC'),
    taskLocation: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    departmentId: z.union([z.uuid(), z.literal('')]).default(''),
    perDay: z.coerce.number().int().min(1).max(200).default(5),
  })
  .refine((v) => parseWireDate(v.endDate) > parseWireDate(v.startDate), {
    message: MSG.tasks.endAfterStart,
    path: ['endDate'],
  })
  .refine((v) => parseWireDate(v.endDate) - parseWireDate(v.startDate) <= 62 * 86_400_000, {
    message: 'The range can be at most 62 days',
    path: ['endDate'],
  });
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
    .refine((v) => !Number.isNaN(parseWireDate(v)), 'Use a date like 2026-03-08'),
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
