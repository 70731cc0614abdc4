import { taskOffersParamsSchema, taskOffersResponseSchema } from '../schemas/offers';
import { defineEndpoints } from './endpoint';

/** Offers of a task: who was offered it (by a manager or an emergency broadcast), who declined, who took it. */
export const offerEndpoints = defineEndpoints('offers', {
  taskOffers: {
    service: 'task',
    method: 'GET',
    path: '/task/offers/:id',
    auth: true,
    summary: 'Who a task was offered to, who declined, who accepted and how long it took',
    params: taskOffersParamsSchema,
    response: taskOffersResponseSchema,
  },
});
