import {
  LIMITS,
  MSG,
  accountListInputSchema,
  accountOptionSchema,
  loginResponseSchema,
  registerInputSchema,
} from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { readMultipart } from '../../lib/multipart';
import * as q from './queries';
import * as service from './service';

export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/accountlist',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['registration'],
        summary: 'Hospitals matching a search, for the registration autocomplete (at most 10)',
        body: accountListInputSchema,
        response: { 200: z.object({ status: z.number(), data: z.array(accountOptionSchema) }) },
      },
    },
    async (request) => ({
      status: 200,
      data: await q.searchAccounts(ctx.db, { search: request.body.search, limit: 10 }),
    }),
  );

  app.post(
    '/register',
    {
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['registration'],
        summary:
          'Multipart: name, email, phone, address, accountId or accountName, filePath (optional document), token (captcha)',
        consumes: ['multipart/form-data'],
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: LIMITS.documentMaxBytes,
        tooLargeMessage: MSG.register.documentSize,
      });
      const input = registerInputSchema.parse(fields);
      const { token, data } = await service.register(ctx, input, files.filePath);
      return { status: 200, msg: MSG.register.success, token, data };
    },
  );
};
