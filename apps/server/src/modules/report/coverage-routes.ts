import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './coverage-service';

/** Coverage analytics: the uncovered rate over time and the time from booking to acceptance. */
export const reportCoverageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, endpoints.reports.coverage, {}, async (request) => ({
    status: 200,
    data: await service.coverage(ctx, actorOf(request), request.body),
  }));
};
