import { z } from 'zod';
import { MSG } from '../constants/messages';
import { envelopeSchema, messageResponseSchema } from './common';

/** The caller's calendar feed: whether one is live, since when, and when a calendar last read it. */
export const calendarFeedStatusResponseSchema = envelopeSchema(
  z.object({
    active: z.boolean(),
    createdAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  }),
);
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusResponseSchema>['data'];

/** A new feed address: the only time its secret is shown. */
export const calendarFeedCreatedResponseSchema = messageResponseSchema.extend({
  data: z.object({ url: z.string(), createdAt: z.string() }),
});

export const TASK_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TaskExportFormat = (typeof TASK_EXPORT_FORMATS)[number];

/** The download's format; the body is the task list's own filters. */
export const taskExportQuerySchema = z.object({
  format: z.enum(TASK_EXPORT_FORMATS, { error: MSG.taskExport.formatRequired }),
});
