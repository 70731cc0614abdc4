import { LIMITS, MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/endpoint';
import { readMultipart } from '../../lib/multipart';
import * as q from './queries';
import * as service from './service';

const e = endpoints.registration;

/** The public address lookup follows typing: enough for a person, little for a scraper. */
const ADDRESS_SUGGESTIONS_PER_MINUTE = 60;

export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.accountList, { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) => ({
    status: 200,
    data: await q.searchAccounts(ctx.db, { search: request.body.search, limit: 10 }),
  }));

  route(
    app,
    e.register,
    { config: { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => {
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: LIMITS.documentMaxBytes,
        tooLargeMessage: MSG.register.documentSize,
      });
      const input = e.register.multipart.fields.parse(fields);
      const { token, data } = await service.register(ctx, input, files.filePath);
      return { status: 200, msg: MSG.register.success, token, data };
    },
  );

  route(
    app,
    e.addressSuggestions,
    { config: { rateLimit: { max: ADDRESS_SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => ({ status: 200, data: await service.addressSuggestions(ctx, request.query) }),
  );
};
