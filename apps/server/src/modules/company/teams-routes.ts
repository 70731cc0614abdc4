import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './teams-service';

const e = endpoints.companyTeams;

/** The Teams tab's tree editor, under the company service: units, and who answers for each. */
export const companyTeamsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.addUnit, {}, async (request) => {
    const { data, msg } = await service.addUnit(ctx, actorOf(request), request.body);
    return { status: 200, msg, data };
  });

  route(app, e.updateUnit, {}, async (request) => {
    const { data, msg } = await service.updateUnit(ctx, actorOf(request), request.body);
    return { status: 200, msg, data };
  });

  route(app, e.deleteUnit, {}, async (request) => {
    const { msg } = await service.deleteUnit(ctx, actorOf(request), request.params);
    return { status: 200, msg };
  });

  route(app, e.assignMember, {}, async (request) => {
    const { data, msg } = await service.assignMember(ctx, actorOf(request), request.body);
    return { status: 200, msg, data };
  });

  route(app, e.people, {}, async (request) => ({
    status: 200,
    data: await service.teamPeople(ctx, actorOf(request), request.body),
  }));
};
