import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './invites-service';

const e = endpoints.companyInvites;

/** Invite Company, the hospital's invitations and the health-system lookups, under the company service. */
export const companyInviteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.divisionList, {}, async (request) => ({
    status: 200,
    data: await service.divisionList(ctx, actorOf(request), request.body.companyId),
  }));

  route(app, e.invite, {}, async (request) => ({
    status: 200,
    msg: await service.invite(ctx, actorOf(request), request.body),
  }));

  route(app, e.inviteCompanies, {}, async (request) => ({
    status: 200,
    data: await service.companiesToInvite(ctx, actorOf(request), request.body.search),
  }));

  route(app, e.invitations, {}, async (request) => ({
    status: 200,
    data: await service.invitations(ctx, actorOf(request)),
  }));

  route(app, e.resendInvitation, {}, async (request) => {
    await service.resendInvitation(ctx, actorOf(request), request.params.id);
    return { status: 200, msg: MSG.companyInvite.resent };
  });

  route(app, e.withdrawInvitation, {}, async (request) => {
    await service.withdrawInvitation(ctx, actorOf(request), request.params.id);
    return { status: 200, msg: MSG.companyInvite.withdrawn };
  });

  route(app, e.listAccounts, {}, async (request) => ({
    status: 200,
    data: await service.listAccounts(ctx, actorOf(request), request.body.search),
  }));

  route(app, e.checkParent, {}, async (request) => ({
    status: 200,
    data: await service.checkParent(ctx, actorOf(request)),
  }));
};
