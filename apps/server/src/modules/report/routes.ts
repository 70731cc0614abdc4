import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import { reportFilters } from './filters-service';
import * as service from './service';

const e = endpoints.reports;

/** The report service's filters and its task reports (spec part 2 §7 Reports), each scoped to the caller. */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.filters, {}, async (request) => ({
    status: 200,
    data: await reportFilters(ctx, actorOf(request), request.body),
  }));

  route(app, e.completed, {}, async (request) => ({
    status: 200,
    data: await service.completedReport(ctx, actorOf(request), request.body),
  }));

  route(app, e.uncovered, {}, async (request) => ({
    status: 200,
    data: await service.uncoveredReport(ctx, actorOf(request), request.body),
  }));

  route(app, e.cancelled, {}, async (request) => ({
    status: 200,
    data: await service.cancellationsReport(ctx, actorOf(request), request.body),
  }));

  route(app, e.incomplete, {}, async (request) => ({
    status: 200,
    data: await service.incompleteReport(ctx, actorOf(request), request.body),
  }));

  route(app, e.procedure, {}, async (request) => ({
    status: 200,
    data: await service.procedureReport(ctx, actorOf(request), request.body),
  }));
};
