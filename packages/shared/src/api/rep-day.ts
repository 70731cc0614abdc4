import { messageResponseSchema } from '../schemas/common';
import {
  reassignOfferInputSchema,
  repOffersResponseSchema,
  repTodayQuerySchema,
  repTodayResponseSchema,
  teamOffersResponseSchema,
} from '../schemas/rep-day';
import { defineEndpoints } from './endpoint';

/** A rep's day (his tasks of today, his open offers) and the managers' view of the offers in their part. */
export const repDayEndpoints = defineEndpoints('task', {
  today: {
    service: 'task',
    method: 'GET',
    path: '/mine/today',
    auth: true,
    summary: 'Rep: his tasks starting today in his zone (offers aside)',
    querystring: repTodayQuerySchema,
    response: repTodayResponseSchema,
  },
  offers: {
    service: 'task',
    method: 'GET',
    path: '/offers',
    auth: true,
    summary: 'Rep: the tasks offered to him and not yet answered',
    response: repOffersResponseSchema,
  },
  teamOffers: {
    service: 'task',
    method: 'GET',
    path: '/offers/team',
    auth: true,
    summary: 'Manager: the open offers in his part of the company, and its reps',
    response: teamOffersResponseSchema,
  },
  reassignOffer: {
    service: 'task',
    method: 'POST',
    path: '/offers/reassign',
    auth: true,
    summary: 'Manager: move an open offer to another rep of his part, with a note',
    body: reassignOfferInputSchema,
    response: messageResponseSchema,
  },
});
