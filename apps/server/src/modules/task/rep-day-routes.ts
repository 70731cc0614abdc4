import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as managerOffers from './manager-offers-service';
import * as repDay from './rep-day-service';

const e = endpoints.repDay;

/** A rep's Today and Offers lists, and the managers' open offers with their reassignment. */
export const repDayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.today, {}, async (request) => ({
    status: 200,
    data: await repDay.today(ctx, actorOf(request), request.query),
  }));

  route(app, e.offers, {}, async (request) => ({ status: 200, data: await repDay.offers(ctx, actorOf(request)) }));

  route(app, e.teamOffers, {}, async (request) => ({
    status: 200,
    data: await managerOffers.teamOffers(ctx, actorOf(request)),
  }));

  route(app, e.reassignOffer, {}, async (request) => {
    await managerOffers.reassignOffer(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.repDay.reassigned };
  });
};
