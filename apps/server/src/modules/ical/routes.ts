import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './service';

const e = endpoints.calendarFeed;

/** Account Settings → Calendar feed: the caller's own feed address (under the user service). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.feedStatus, {}, async (request) => ({
    status: 200,
    data: await service.feedStatus(ctx, actorOf(request)),
  }));

  route(app, e.createFeed, {}, async (request, reply) => {
    const data = await service.createFeed(ctx, actorOf(request));
    return reply.status(201).send({ status: 201, msg: MSG.calendarFeed.created, data });
  });

  route(app, e.revokeFeed, {}, async (request) => {
    await service.revokeFeed(ctx, actorOf(request));
    return { status: 200, msg: MSG.calendarFeed.revoked };
  });
};

const feedParams = z.object({ file: z.string().max(100) });

/**
 * `GET /ical/<token>.ics`: the feed calendar programs subscribe to. No session: the secret in the
 * address is the credential, so an unknown, revoked or malformed one, or a suspended or deleted
 * owner, is a plain 404. Limited per client address like the other public routes.
 */
export const icalFeedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/ical/:file',
    {
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_FILES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['calendar feed'],
        summary:
          'The caller\u2019s tasks from 30 days back to 180 days ahead as an iCalendar feed (text/calendar); the file name is <token>.ics from POST /api/user/calendarFeed',
        params: feedParams,
      },
    },
    async (request, reply) => {
      const feed = await service.feedCalendar(ctx, request.params.file);
      if (!feed) return reply.status(404).send({ status: 404, msg: MSG.notFound });
      void reply
        .header('etag', feed.etag)
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex');
      if (service.etagMatches(request.headers['if-none-match'], feed.etag)) return reply.status(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="casecover.ics"')
        .send(feed.body);
    },
  );
};
