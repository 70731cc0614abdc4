import {
  calendarEventSchema,
  dashboardDayInputSchema,
  dashboardInputSchema,
  dashboardResponseSchema,
  dashboardTaskSchema,
} from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listOf } from '../../lib/route-schemas';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const tags = ['calendar'];
const security = [{ bearer: [] }];

/** The calendar dashboard; registered under the task service's prefix, where the spec names the calls. */
export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/dashboard',
    {
      schema: {
        tags,
        security,
        summary: 'Calendar events in a range (at most perDay a local day, with hidden counts) and the Pending panel',
        body: dashboardInputSchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => ({ status: 200, data: await service.dashboard(ctx, actorOf(request), request.body) }),
  );

  app.post(
    '/dashboard/day',
    {
      schema: {
        tags,
        security,
        summary: 'All events of one local day (the "+N more" popover)',
        body: dashboardDayInputSchema,
        response: { 200: listOf(calendarEventSchema) },
      },
    },
    async (request) => ({ status: 200, data: await service.dashboardDay(ctx, actorOf(request), request.body) }),
  );

  app.get(
    '/dashboard/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One event\u2019s popup details',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ status: z.number(), data: dashboardTaskSchema }) },
      },
    },
    async (request) => ({ status: 200, data: await service.dashboardTask(ctx, actorOf(request), request.params.id) }),
  );
};
