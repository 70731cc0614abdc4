import {
  MSG,
  PROFILE_IMAGE_MAX_BYTES,
  addUserInputSchema,
  approveUserInputSchema,
  departmentOptionSchema,
  editUserInputSchema,
  messageResponseSchema,
  profileSchema,
  signupInputSchema,
  suspendUserInputSchema,
  userIdInputSchema,
  userListInputSchema,
  userListResponseSchema,
} from '@casecover/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { actorOf } from '../../identity/actor';
import * as service from './service';

const tags = ['user'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });

/** The user service: own profile, user administration, employee signup. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Employee signup is public: the invitation token is the credential.
  app.put(
    '/employee/:id',
    {
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Employee signup from an invitation link (multipart: password, optional profilePhoto); id is the link token',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
        tooLargeMessage: MSG.signup.imageSize,
      });
      const { password } = signupInputSchema.parse(fields);
      await service.signup(ctx, { token: request.params.id, password, photo: files.profilePhoto });
      return { status: 200, msg: MSG.signup.success };
    },
  );

  await app.register(async (plain) => {
    const secured = plain.withTypeProvider<ZodTypeProvider>();
    secured.addHook('preHandler', secured.authenticate);

    secured.get(
      '/profile',
      {
        schema: {
          tags,
          security,
          summary: 'The signed-in user\u2019s own profile',
          response: { 200: z.object({ status: z.number(), data: profileSchema }) },
        },
      },
      async (request) => {
        const profile = await service.profile(ctx, actorOf(request));
        if (!profile) throw notFound(MSG.notFound);
        return { status: 200, data: profile };
      },
    );

    secured.get(
      '/departmentList',
      {
        schema: {
          tags,
          security,
          summary: 'Departments of the caller\u2019s hospital',
          response: { 200: z.object({ status: z.number(), data: z.array(departmentOptionSchema) }) },
        },
      },
      async (request) => ({ status: 200, data: await service.listDepartments(ctx, actorOf(request)) }),
    );

    secured.post(
      '/users',
      {
        schema: {
          tags,
          security,
          summary: 'Users visible to the caller, sorted by name',
          body: userListInputSchema,
          response: { 200: userListResponseSchema },
        },
      },
      async (request) => {
        const { rows, pager } = await service.listUsers(ctx, actorOf(request), request.body);
        return { status: 200, data: rows, pager };
      },
    );

    secured.post(
      '/addUser',
      { schema: { tags, security, body: addUserInputSchema, response: { 201: messageResponseSchema } } },
      async (request, reply) => {
        await service.addUser(ctx, actorOf(request), request.body);
        return reply.status(201).send({ status: 201, msg: MSG.users.added });
      },
    );

    secured.put(
      '/users',
      { schema: { tags, security, body: editUserInputSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await service.editUser(ctx, actorOf(request), request.body);
        return { status: 200, msg: MSG.users.updated };
      },
    );

    secured.delete(
      '/user/:id',
      { schema: { tags, security, params: idParams, response: { 200: messageResponseSchema } } },
      async (request) => {
        await service.deleteUser(ctx, actorOf(request), request.params.id);
        return { status: 200, msg: MSG.users.deleted };
      },
    );

    secured.post(
      '/user/suspend',
      { schema: { tags, security, body: suspendUserInputSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await service.suspendUser(ctx, actorOf(request), request.body);
        return { status: 200, msg: MSG.users.suspended };
      },
    );

    secured.get(
      '/user/unsuspend/:id',
      { schema: { tags, security, params: idParams, response: { 200: messageResponseSchema } } },
      async (request) => {
        await service.unsuspendUser(ctx, actorOf(request), request.params.id);
        return { status: 200, msg: MSG.users.unsuspended };
      },
    );

    secured.put(
      '/user/restore',
      { schema: { tags, security, body: userIdInputSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await service.restoreUser(ctx, actorOf(request), request.body.userId);
        return { status: 200, msg: MSG.users.restored };
      },
    );

    secured.put(
      '/user/approve',
      {
        schema: {
          tags,
          security,
          summary:
            'Approve a registrant who asked to join the hospital, giving a role (and a department for a Scheduler)',
          body: approveUserInputSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await service.approveUser(ctx, actorOf(request), request.body);
        return { status: 200, msg: MSG.users.approved };
      },
    );

    secured.post(
      '/user/invite',
      {
        schema: {
          tags,
          security,
          summary: 'Send the user a fresh invitation (or reset) link',
          body: userIdInputSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await service.resendInvite(ctx, actorOf(request), request.body.userId);
        return { status: 200, msg: MSG.users.invited };
      },
    );
  });
};
