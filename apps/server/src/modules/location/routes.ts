import { endpoints, MSG } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../identity/actor';
import * as service from './service';

/** Address suggestions follow typing; this is plenty for a person and stops a scraper. */
const SUGGESTIONS_PER_MINUTE = 120;

/** Locations (spec part 2 §7); registered under the task service's prefix, where the spec names the calls. */
export const locationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const e = endpoints.location;

  route(app, e.locations, {}, async (request) => ({
    status: 200,
    ...(await service.listLocations(ctx, actorOf(request), request.query)),
  }));

  route(app, e.addLocation, {}, async (request) => ({
    status: 200,
    msg: MSG.locations.added,
    data: await service.addLocation(ctx, actorOf(request), request.body),
  }));

  route(app, e.updateLocation, {}, async (request) => ({
    status: 200,
    msg: MSG.locations.updated,
    data: await service.updateLocation(ctx, actorOf(request), request.body),
  }));

  route(app, e.checkAssociatedTasks, {}, async (request) => ({
    status: 200,
    ...(await service.associatedTasks(ctx, actorOf(request), request.query)),
  }));

  route(app, e.deleteLocation, {}, async (request) => {
    await service.deleteLocation(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.locations.deleted };
  });

  route(app, e.toggleLocation, {}, async (request) => ({
    status: 200,
    msg: MSG.locations.toggled,
    data: await service.setTaskLocation(ctx, actorOf(request), request.body.status),
  }));

  route(
    app,
    e.addressSuggestions,
    { config: { rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => ({
      status: 200,
      data: await service.addressSuggestions(ctx, request.query),
    }),
  );
};
