import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const e = endpoints.company;

/**
 * Company lookups: linked companies, their divisions, services, CMS labels and reps. Registered
 * under the task service's prefix, where the spec's call table names these calls.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.companyFilter, {}, async (request) => ({
    status: 200,
    data: await service.companyOptions(ctx, actorOf(request), request.body.search || request.body.companyName || ''),
  }));

  route(app, e.divisionFilter, {}, async (request) => ({
    status: 200,
    data: await service.divisionOptions(ctx, actorOf(request), request.body),
  }));

  route(app, e.serviceFilter, {}, async (request) => ({
    status: 200,
    data: await service.serviceOptions(ctx, actorOf(request), {
      ...request.body,
      divisionId: request.body.divisionId ?? '',
    }),
  }));

  route(app, e.cmsLabels, {}, async (request) => ({
    status: 200,
    data: { labelChange: { label: await service.cmsLabels(ctx, actorOf(request), request.params.companyId) } },
  }));

  route(app, e.saveCms, {}, async (request) => ({
    status: 200,
    msg: MSG.cms.updated,
    data: { label: await service.saveCms(ctx, actorOf(request), request.params.companyId, request.body) },
  }));

  route(app, e.reps, {}, async (request) => ({ status: 200, data: await service.repOptions(ctx, actorOf(request)) }));
};
