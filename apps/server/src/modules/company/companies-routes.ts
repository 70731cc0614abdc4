import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './companies-service';

const e = endpoints.companies;

/** The Companies screens: the list, one company's record and its teams, under the company service. */
export const companiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.companyList, {}, async (request) => ({
    status: 200,
    data: await service.companyList(ctx, actorOf(request), request.body),
  }));

  route(app, e.companyDetail, {}, async (request) => ({
    status: 200,
    data: await service.companyDetail(ctx, actorOf(request), request.params.id),
  }));

  route(app, e.team, {}, async (request) => ({
    status: 200,
    data: await service.companyTeam(ctx, actorOf(request), request.body),
  }));
};
