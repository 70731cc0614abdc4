import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './service';

/** Department lookups; registered under the task service's prefix, where the spec names the call. */
export const departmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, endpoints.department.departmentSearch, {}, async (request) => ({
    status: 200,
    data: await service.departmentOptions(ctx, actorOf(request), request.body.search),
  }));
};
