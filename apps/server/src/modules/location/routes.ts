import { optionSchema } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listOf, search } from '../../lib/route-schemas';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const tags = ['location'];
const security = [{ bearer: [] }];

/** Location lookups; registered under the task service's prefix, where the spec names the call. */
export const locationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/location/get_locations',
    {
      schema: {
        tags,
        security,
        summary: 'Locations of the caller\u2019s hospital, at most 5 a page',
        querystring: z.object({
          search,
          pageNumber: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).default(5),
        }),
        response: { 200: listOf(optionSchema) },
      },
    },
    async (request) => ({ status: 200, data: await service.locationOptions(ctx, actorOf(request), request.query) }),
  );
};
