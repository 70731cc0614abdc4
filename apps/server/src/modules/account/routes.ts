import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './service';
import { endSwitch, switchInto } from './switch-service';

const e = endpoints.accounts;

/** The Super Admin's service: accounts and companies, suspending, switching in and back, registrants. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.accountList, {}, async (request) => ({
    status: 200,
    data: await service.listAccounts(ctx, actorOf(request), request.query),
  }));

  route(app, e.accountDetail, {}, async (request) => ({
    status: 200,
    data: await service.accountDetail(ctx, actorOf(request), request.params.id),
  }));

  route(app, e.suspendAccount, {}, async (request) => {
    const { id } = request.params;
    await service.setSuspended(ctx, actorOf(request), {
      kind: 'account',
      id,
      suspended: true,
      note: request.body.note,
    });
    return { status: 200, msg: MSG.accounts.suspendedAccount };
  });

  route(app, e.restoreAccount, {}, async (request) => {
    await service.setSuspended(ctx, actorOf(request), { kind: 'account', id: request.params.id, suspended: false });
    return { status: 200, msg: MSG.accounts.restoredAccount };
  });

  route(app, e.companyStanding, {}, async (request) => ({
    status: 200,
    data: await service.companyStanding(ctx, actorOf(request), request.params.id),
  }));

  route(app, e.suspendCompany, {}, async (request) => {
    const { id } = request.params;
    await service.setSuspended(ctx, actorOf(request), {
      kind: 'company',
      id,
      suspended: true,
      note: request.body.note,
    });
    return { status: 200, msg: MSG.accounts.suspendedCompany };
  });

  route(app, e.restoreCompany, {}, async (request) => {
    await service.setSuspended(ctx, actorOf(request), { kind: 'company', id: request.params.id, suspended: false });
    return { status: 200, msg: MSG.accounts.restoredCompany };
  });

  route(app, e.switchAccount, {}, async (request) => {
    const target = { kind: 'account' as const, id: request.params.id, userId: request.body.userId };
    const { token, data } = await switchInto(ctx, actorOf(request), target);
    return { status: 200, msg: MSG.accounts.switchedIn, token, data };
  });

  route(app, e.switchCompany, {}, async (request) => {
    const target = { kind: 'company' as const, id: request.params.id, userId: request.body.userId };
    const { token, data } = await switchInto(ctx, actorOf(request), target);
    return { status: 200, msg: MSG.accounts.switchedIn, token, data };
  });

  route(app, e.switchEnd, {}, async (request) => {
    await endSwitch(ctx, actorOf(request), request.session);
    return { status: 200, msg: MSG.accounts.switchedBack };
  });

  route(app, e.registrations, {}, async (request) => ({
    status: 200,
    data: await service.listRegistrants(ctx, actorOf(request), request.query),
  }));

  route(app, e.approveRegistrant, {}, async (request) => {
    await service.approveRegistrant(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.users.approved };
  });

  route(app, e.rejectRegistrant, {}, async (request) => {
    await service.rejectRegistrant(ctx, actorOf(request), request.body.userId);
    return { status: 200, msg: MSG.accounts.registrantRejected };
  });
};
