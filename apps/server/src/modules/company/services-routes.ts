import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './services-service';

const e = endpoints.companyServices;

/** A company's services and service types (Company details, Services tab), under the company service. */
export const companyServicesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.services, {}, async (request) => ({
    status: 200,
    data: await service.listServices(ctx, actorOf(request), request.body.companyId),
  }));

  route(app, e.serviceTypes, {}, async (request) => ({
    status: 200,
    data: await service.listServiceTypes(ctx, actorOf(request), request.body.companyId),
  }));

  route(app, e.addServiceType, {}, async (request) => ({
    status: 200,
    msg: MSG.companyServices.typeAdded,
    data: await service.addServiceType(ctx, actorOf(request), request.body),
  }));

  route(app, e.addService, {}, async (request) => ({
    status: 200,
    msg: MSG.companyServices.added,
    data: await service.addService(ctx, actorOf(request), request.body),
  }));

  route(app, e.updateService, {}, async (request) => ({
    status: 200,
    msg: MSG.companyServices.updated,
    data: await service.updateService(ctx, actorOf(request), request.body),
  }));

  route(app, e.deleteService, {}, async (request) => ({
    status: 200,
    msg: MSG.companyServices.deleted,
    data: await service.deleteService(ctx, actorOf(request), request.params),
  }));
};
