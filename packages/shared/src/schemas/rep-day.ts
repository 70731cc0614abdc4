import { z } from 'zod';
import { MSG } from '../constants/messages';
import { TASK_STATUSES } from '../constants/tasks';
import { envelopeSchema, listEnvelopeSchema } from './common';

/** One task of a rep's day or of an offer list: when, where and in what state. */
export const repDayTaskSchema = z.object({
  _id: z.string(),
  taskName: z.string(),
  taskStatus: z.enum(TASK_STATUSES),
  isEmergency: z.boolean(),
  hospitalName: z.string(),
  departmentName: z.string(),
  locationName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
});
export type RepDayTask = z.infer<typeof repDayTaskSchema>;

/** GET task/mine/today?timeZone=: the zone the screen shows; else the rep's own, else UTC. */
export const repTodayQuerySchema = z.object({ timeZone: z.string().max(100).optional() });
export const repTodayResponseSchema = envelopeSchema(
  z.object({ day: z.string(), timeZone: z.string(), tasks: z.array(repDayTaskSchema) }),
);
export type RepToday = z.infer<typeof repTodayResponseSchema>['data'];
export const repOffersResponseSchema = listEnvelopeSchema(repDayTaskSchema);

/** An open offer in a manager's part of the company, with the rep(s) it is with. */
export const teamOfferSchema = repDayTaskSchema.extend({
  offeredTo: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type TeamOffer = z.infer<typeof teamOfferSchema>;
export const teamRepSchema = z.object({ _id: z.string(), name: z.string(), territory: z.string().nullable() });
export type TeamRep = z.infer<typeof teamRepSchema>;
export const teamOffersResponseSchema = envelopeSchema(
  z.object({ offers: z.array(teamOfferSchema), reps: z.array(teamRepSchema) }),
);
export type TeamOffers = z.infer<typeof teamOffersResponseSchema>['data'];

export const reassignOfferInputSchema = z.object({
  task_id: z.string().trim().min(1, MSG.tasks.notFound),
  repId: z.string({ error: MSG.tasks.repRequired }).trim().min(1, MSG.tasks.repRequired),
  note: z
    .string({ error: MSG.repDay.noteRequired })
    .trim()
    .min(1, MSG.repDay.noteRequired)
    .max(500, MSG.repDay.noteTooLong),
});
export type ReassignOfferInput = z.input<typeof reassignOfferInputSchema>;

/** The decline of an offer from the rep's lists: the reason is asked for. */
export const declineReasonSchema = z
  .string()
  .trim()
  .min(1, MSG.repDay.declineReasonRequired)
  .max(500, MSG.offers.reasonTooLong);
