import { z } from 'zod';
import { MSG } from '../constants/messages';
import { OFFER_LEVELS } from '../constants/messages-offers';
import { idParamsSchema } from './common';
import { taskIdInputSchema } from './tasks';

/** A rep's answer to an offer: accept (again with `confirmOverlap` after the overlap warning) or decline with a reason. */
export const respondOfferInputSchema = taskIdInputSchema.extend({
  accept: z.boolean(),
  reason: z.string().trim().max(500, MSG.offers.reasonTooLong).optional(),
  confirmOverlap: z.boolean().optional(),
});

export const offerRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  level: z.enum(['territory', 'region', 'division', 'company', 'direct']),
  offeredAt: z.string(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedReason: z.string().nullable(),
});
export type OfferRow = z.infer<typeof offerRowSchema>;

export const offerProgressSchema = z.object({
  broadcast: z
    .object({
      startedAt: z.string(),
      level: z.enum(OFFER_LEVELS),
      wave: z.number().int(),
      endedAt: z.string().nullable(),
      endReason: z.string().nullable(),
    })
    .nullable(),
  offers: z.array(offerRowSchema),
  acceptedBy: z.string().nullable(),
  /** From the first offer to the acceptance, in whole seconds. */
  secondsToAccept: z.number().int().nullable(),
});
export type OfferProgress = z.infer<typeof offerProgressSchema>;

export const taskOffersParamsSchema = idParamsSchema;
export const taskOffersResponseSchema = z.object({ status: z.number(), data: offerProgressSchema });
