import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const e = endpoints.notifications;

/** The notifications service: the bell's list, read/unread and clearing. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.list, {}, async (request) => ({
    status: 200,
    ...(await service.list(ctx, actorOf(request), request.body)),
  }));

  route(app, e.editAll, {}, async (request) => {
    const { changed, count } = await service.editAll(ctx, actorOf(request), request.body.type);
    return {
      status: 200,
      msg: request.body.type === 'read' ? MSG.notifications.markedRead : MSG.notifications.cleared,
      data: { changed },
      count,
    };
  });

  route(app, e.editSingle, {}, async (request) => {
    const { type, id } = request.body;
    const count = await service.editOne(ctx, actorOf(request), { id, type });
    const msg =
      type === 'read'
        ? MSG.notifications.markedRead
        : type === 'unread'
          ? MSG.notifications.markedUnread
          : MSG.notifications.clearedOne;
    return { status: 200, msg, data: { changed: 1 }, count };
  });
};

/** Per-user notification settings, under the user service (spec part 2 §7). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.settings, {}, async (request) => ({
    status: 200,
    data: await service.settings(ctx, actorOf(request)),
  }));

  route(app, e.updateSetting, {}, async (request) => ({
    status: 200,
    msg: MSG.notifications.settingsSaved,
    data: await service.updateSetting(ctx, actorOf(request), request.body),
  }));
};
