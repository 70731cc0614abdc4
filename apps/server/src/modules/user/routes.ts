import { MSG, PROFILE_IMAGE_MAX_BYTES, endpoints } from '@casecover/shared';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/endpoint';
import { readMultipart } from '../../lib/multipart';
import { actorOf } from '../../identity/actor';
import * as service from './service';
import * as profileService from './profile-service';

const e = endpoints.user;

/** The user service: own profile, user administration, employee signup. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Employee signup is public: the invitation token is the credential.
  route(
    app,
    e.signup,
    { config: { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request) => {
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
        tooLargeMessage: MSG.signup.imageSize,
      });
      const { password } = e.signup.multipart.fields.parse(fields);
      await service.signup(ctx, { token: request.params.id, password, photo: files.profilePhoto });
      return { status: 200, msg: MSG.signup.success };
    },
  );

  route(app, e.profile, {}, async (request) => {
    const profile = await service.profile(ctx, actorOf(request));
    if (!profile) throw notFound(MSG.notFound);
    return { status: 200, data: profile };
  });

  route(app, e.updateProfile, {}, async (request) => {
    const { fields, files } = await readMultipart(request, {
      maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
      tooLargeMessage: MSG.profile.photoSize,
    });
    const { phone } = e.updateProfile.multipart.fields.parse(fields);
    const { profilePath } = await profileService.updateProfile(ctx, actorOf(request), {
      phone,
      photo: files.profilePhoto,
    });
    return { status: 200, msg: MSG.profile.updated, profilePath };
  });

  // Limited per signed-in user, so guesses at the current password stay few however many
  // addresses or sessions they come from. The key is the subject of a token whose signature
  // holds: a forged token naming someone counts against its sender's address, not against him.
  route(
    app,
    e.changePassword,
    {
      config: {
        rateLimit: {
          max: ctx.config.RATE_LIMIT_ACCOUNT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: async (request) => {
            const subject = await verifiedSubject(ctx, request.headers.authorization);
            return subject ? `user:${subject}` : `ip:${request.ip}`;
          },
        },
      },
    },
    async (request) => {
      const { token } = await profileService.changePassword(ctx, actorOf(request), request.session, request.body);
      return { status: 200, msg: MSG.password.changed, token };
    },
  );

  route(app, e.getTimezone, {}, async (request) => ({
    status: 200,
    data: await profileService.getTimezone(ctx, actorOf(request)),
  }));

  route(app, e.updateTimezone, {}, async (request) => {
    await profileService.setTimezone(ctx, actorOf(request), request.body.timezone);
    return { status: 200, msg: MSG.timezone.updated };
  });

  route(app, e.departmentList, {}, async (request) => ({
    status: 200,
    data: await service.listDepartments(ctx, actorOf(request)),
  }));

  route(app, e.userList, {}, async (request) => {
    const { rows, pager } = await service.listUsers(ctx, actorOf(request), request.body);
    return { status: 200, data: rows, pager };
  });

  route(app, e.addUser, {}, async (request, reply) => {
    await service.addUser(ctx, actorOf(request), request.body);
    return reply.status(201).send({ status: 201, msg: MSG.users.added });
  });

  route(app, e.editUser, {}, async (request) => {
    await service.editUser(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.users.updated };
  });

  route(app, e.deleteUser, {}, async (request) => {
    await service.deleteUser(ctx, actorOf(request), request.params.id);
    return { status: 200, msg: MSG.users.deleted };
  });

  route(app, e.suspendUser, {}, async (request) => {
    await service.suspendUser(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.users.suspended };
  });

  route(app, e.unsuspendUser, {}, async (request) => {
    await service.unsuspendUser(ctx, actorOf(request), request.params.id);
    return { status: 200, msg: MSG.users.unsuspended };
  });

  route(app, e.restoreUser, {}, async (request) => {
    await service.restoreUser(ctx, actorOf(request), request.body.userId);
    return { status: 200, msg: MSG.users.restored };
  });

  route(app, e.approveUser, {}, async (request) => {
    await service.approveUser(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.users.approved };
  });

  route(app, e.resendInvite, {}, async (request) => {
    await service.resendInvite(ctx, actorOf(request), request.body.userId);
    return { status: 200, msg: MSG.users.invited };
  });
};

/** The `sub` of a bearer token that verifies, hashed: a rate-limit key. */
async function verifiedSubject(ctx: AppContext, header: string | undefined): Promise<string | null> {
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await ctx.tokens.verify(header.slice(7));
  return claims ? createHash('sha256').update(claims.sub).digest('hex').slice(0, 32) : null;
}
