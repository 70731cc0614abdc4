import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const e = endpoints.login;

/** The login service: sign-in, captcha, password reset. */
export const loginRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const authLimit = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  // Sign-in and forgot password are limited per account as well, so spreading calls over many
  // addresses does not buy more guesses at one person's password or more mails to his inbox.
  const perAccount = {
    ...authLimit,
    accountRateLimit: { max: ctx.config.RATE_LIMIT_ACCOUNT_PER_MINUTE, windowMs: 60_000 },
  };

  route(app, e.captcha, {}, async () => ctx.captcha.challenge());

  route(app, e.login, { config: perAccount }, async (request) => {
    const { token, data } = await service.login(ctx, request.body);
    return { status: 200, msg: 'Login successful', token, data };
  });

  route(app, e.forgotPassword, { config: perAccount }, async (request, reply) => {
    await service.requestPasswordReset(ctx, request.body.email);
    return reply.status(201).send({ status: 201, msg: MSG.forgot.sent });
  });

  route(app, e.linkName, { config: authLimit }, async (request) => ({
    status: 200,
    data: await service.nameForLinkToken(ctx, request.params.id),
  }));

  route(app, e.updatePassword, { config: authLimit }, async (request) => {
    await service.updatePassword(ctx, request.body);
    return { status: 200, msg: MSG.reset.success };
  });

  route(app, e.logout, {}, async (request) => {
    await service.logout(ctx, request.session);
    return { status: 200, msg: MSG.login.loggedOut };
  });

  route(app, e.session, {}, async (request) => {
    const actor = actorOf(request);
    const data = await app.identityCache.userValue('session', actor.id, () => service.sessionUser(ctx.db, actor.id));
    const imp = actor.impersonatorId;
    const impersonator = imp
      ? await app.identityCache.userValue('session', imp, () => service.sessionUser(ctx.db, imp))
      : null;
    return {
      status: 200,
      data: { ...data, impersonating: imp !== null, impersonatorName: impersonator?.username ?? null },
    };
  });
};
