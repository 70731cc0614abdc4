import {
  cmsEntrySchema,
  companyOptionSchema,
  optionSchema,
  repOptionSchema,
  serviceOptionSchema,
} from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { flag, listOf, search } from '../../lib/route-schemas';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const tags = ['company'];
const security = [{ bearer: [] }];

/**
 * Company lookups: linked companies, their divisions, services, CMS labels and reps. Registered
 * under the task service's prefix, where the spec's call table names these calls.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/companyFilter',
    {
      schema: {
        tags,
        security,
        body: z.object({
          search: search.optional(),
          companyName: search.optional(),
          taskLocation: flag,
          accountId: z.string().optional(),
        }),
        response: { 200: listOf(companyOptionSchema) },
      },
    },
    async (request) => ({
      status: 200,
      data: await service.companyOptions(ctx, actorOf(request), request.body.search || request.body.companyName || ''),
    }),
  );

  app.post(
    '/divisionFilter',
    {
      schema: {
        tags,
        security,
        body: z.object({ search, companyId: z.string().default('') }),
        response: { 200: listOf(optionSchema) },
      },
    },
    async (request) => ({ status: 200, data: await service.divisionOptions(ctx, actorOf(request), request.body) }),
  );

  app.post(
    '/serviceFilter',
    {
      schema: {
        tags,
        security,
        body: z.object({ search, companyId: z.string().default(''), divisionId: z.string().nullable().default('') }),
        response: { 200: listOf(serviceOptionSchema) },
      },
    },
    async (request) => ({
      status: 200,
      data: await service.serviceOptions(ctx, actorOf(request), {
        ...request.body,
        divisionId: request.body.divisionId ?? '',
      }),
    }),
  );

  app.get(
    '/cms/:companyId',
    {
      schema: {
        tags,
        security,
        summary: 'A company\u2019s labels for the optional task fields',
        params: z.object({ companyId: z.string().max(100) }),
        response: {
          200: z.object({
            status: z.number(),
            data: z.object({ labelChange: z.object({ label: z.array(cmsEntrySchema) }) }),
          }),
        },
      },
    },
    async (request) => ({
      status: 200,
      data: { labelChange: { label: await service.cmsLabels(ctx, actorOf(request), request.params.companyId) } },
    }),
  );

  app.get(
    '/reps',
    {
      schema: {
        tags,
        security,
        summary: 'Reps of the caller\u2019s company, to offer a task to',
        response: { 200: listOf(repOptionSchema) },
      },
    },
    async (request) => ({ status: 200, data: await service.repOptions(ctx, actorOf(request)) }),
  );
};
