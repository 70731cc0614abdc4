import {
  MSG,
  editAllNotificationsInputSchema,
  editSingleNotificationInputSchema,
  getNotificationsInputSchema,
  notificationEditResponseSchema,
  notificationListResponseSchema,
  notificationSettingsSchema,
  updateNotificationSettingInputSchema,
} from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** The notifications service: the bell's list, read/unread and clearing. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/get_notifications',
    {
      schema: { tags, security, body: getNotificationsInputSchema, response: { 200: notificationListResponseSchema } },
    },
    async (request) => ({ status: 200, ...(await service.list(ctx, actorOf(request), request.body)) }),
  );

  app.post(
    '/edit_all_notifications',
    {
      schema: {
        tags,
        security,
        body: editAllNotificationsInputSchema,
        response: { 200: notificationEditResponseSchema },
      },
    },
    async (request) => {
      const { changed, count } = await service.editAll(ctx, actorOf(request), request.body.type);
      return {
        status: 200,
        msg: request.body.type === 'read' ? MSG.notifications.markedRead : MSG.notifications.cleared,
        data: { changed },
        count,
      };
    },
  );

  app.post(
    '/edit_single_notifications',
    {
      schema: {
        tags,
        security,
        body: editSingleNotificationInputSchema,
        response: { 200: notificationEditResponseSchema },
      },
    },
    async (request) => {
      const { type, id } = request.body;
      const count = await service.editOne(ctx, actorOf(request), { id, type });
      const msg =
        type === 'read'
          ? MSG.notifications.markedRead
          : type === 'unread'
            ? MSG.notifications.markedUnread
            : MSG.notifications.clearedOne;
      return { status: 200, msg, data: { changed: 1 }, count };
    },
  );
};

/** Per-user notification settings, under the user service (spec part 2 §7). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);
  const response = z.object({ status: z.number(), msg: z.string().optional(), data: notificationSettingsSchema });

  app.get('/notificationSettings', { schema: { tags, security, response: { 200: response } } }, async (request) => ({
    status: 200,
    data: await service.settings(ctx, actorOf(request)),
  }));

  app.put(
    '/notificationSettings',
    { schema: { tags, security, body: updateNotificationSettingInputSchema, response: { 200: response } } },
    async (request) => ({
      status: 200,
      msg: MSG.notifications.settingsSaved,
      data: await service.updateSetting(ctx, actorOf(request), request.body),
    }),
  );
};
