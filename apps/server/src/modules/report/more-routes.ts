import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './more-service';

const e = endpoints.reports;

/** The "More reports" of /reports: products, pipeline, rep utilization, most active, and the Sales Reps popup. */
export const reportMoreRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.products, {}, async (request) => ({
    status: 200,
    data: await service.productsReport(ctx, actorOf(request), request.body),
  }));

  route(app, e.pipeline, {}, async (request) => ({
    status: 200,
    data: await service.pipelineReport(ctx, actorOf(request), request.body),
  }));

  route(app, e.repUtilization, {}, async (request) => ({
    status: 200,
    data: await service.repUtilizationReport(ctx, actorOf(request), request.body),
  }));

  route(app, e.mostActive, {}, async (request) => ({
    status: 200,
    data: await service.mostActiveReport(ctx, actorOf(request), request.params.kind, request.body),
  }));

  route(app, e.salesReps, {}, async (request) => ({
    status: 200,
    data: await service.salesReps(ctx, actorOf(request), request.body),
  }));
};
