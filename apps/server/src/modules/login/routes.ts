import {
  MSG,
  captchaChallengeSchema,
  employeeNameResponseSchema,
  forgotPasswordSchema,
  loginInputSchema,
  loginResponseSchema,
  messageResponseSchema,
  sessionUserSchema,
  updatePasswordInputSchema,
} from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import * as service from './service';

/** The login service: sign-in, captcha, password reset. */
export const loginRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const authLimit = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  // Sign-in and forgot password are limited per account as well, so spreading calls over many
  // addresses does not buy more guesses at one person's password or more mails to his inbox.
  const perAccount = {
    ...authLimit,
    accountRateLimit: { max: ctx.config.RATE_LIMIT_ACCOUNT_PER_MINUTE, windowMs: 60_000 },
  };

  app.get(
    '/captcha',
    {
      schema: {
        tags: ['login'],
        summary: 'A proof-of-work challenge for login and registration',
        response: { 200: captchaChallengeSchema },
      },
    },
    async () => ctx.captcha.challenge(),
  );

  app.post(
    '/login',
    {
      config: perAccount,
      schema: { tags: ['login'], body: loginInputSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const { token, data } = await service.login(ctx, request.body);
      return { status: 200, msg: 'Login successful', token, data };
    },
  );

  app.post(
    '/resetpassword',
    {
      config: perAccount,
      schema: { tags: ['login'], body: forgotPasswordSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      await service.requestPasswordReset(ctx, request.body.email);
      return reply.status(201).send({ status: 201, msg: MSG.forgot.sent });
    },
  );

  app.get(
    '/employee/:id',
    {
      config: authLimit,
      schema: {
        tags: ['login'],
        summary: 'The name of the user a reset or invitation link belongs to; id is the link token',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: employeeNameResponseSchema },
      },
    },
    async (request) => ({ status: 200, data: await service.nameForLinkToken(ctx, request.params.id) }),
  );

  app.put(
    '/update/password',
    {
      config: authLimit,
      schema: { tags: ['login'], body: updatePasswordInputSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.updatePassword(ctx, request.body);
      return { status: 200, msg: MSG.reset.success };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['login'],
        summary: 'Ends this session on the server; the user stays signed in elsewhere',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.logout(ctx, request.session);
      return { status: 200, msg: 'Logged out' };
    },
  );

  app.get(
    '/session',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['login'],
        summary: 'The signed-in user, fresh from the database',
        security: [{ bearer: [] }],
        response: { 200: z.object({ status: z.number(), data: sessionUserSchema }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { status: 200, data: await service.sessionUser(ctx.db, actor.id, actor.impersonatorId !== null) };
    },
  );
};
