import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../identity/actor';
import * as service from './service';

/** Location lookups; registered under the task service's prefix, where the spec names the call. */
export const locationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, endpoints.location.locations, {}, async (request) => ({
    status: 200,
    data: await service.locationOptions(ctx, actorOf(request), request.query),
  }));
};
