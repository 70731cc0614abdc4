import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const e = endpoints.calendar;

/** The calendar dashboard; registered under the task service's prefix, where the spec names the calls. */
export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.dashboard, {}, async (request) => ({
    status: 200,
    data: await service.dashboard(ctx, actorOf(request), request.body),
  }));

  route(app, e.dashboardDay, {}, async (request) => ({
    status: 200,
    data: await service.dashboardDay(ctx, actorOf(request), request.body),
  }));

  route(app, e.dashboardTask, {}, async (request) => ({
    status: 200,
    data: await service.dashboardTask(ctx, actorOf(request), request.params.id),
  }));
};
