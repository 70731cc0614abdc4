import { optionSchema } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { flag, listOf, search } from '../../lib/route-schemas';
import * as service from './service';

const tags = ['department'];
const security = [{ bearer: [] }];

/** Department lookups; registered under the task service's prefix, where the spec names the call. */
export const departmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/departmentSearch',
    {
      schema: {
        tags,
        security,
        body: z.object({
          search,
          taskLocation: flag,
          companyId: z.string().optional(),
          accountId: z.string().optional(),
        }),
        response: { 200: listOf(optionSchema) },
      },
    },
    async (request) => ({
      status: 200,
      data: await service.departmentOptions(ctx, actorOf(request), request.body.search),
    }),
  );
};
