import { MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import * as service from './service';

const e = endpoints.department;

/** Department lookups; registered under the task service's prefix, where the spec names the call. */
export const departmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.departmentSearch, {}, async (request) => ({
    status: 200,
    data: await service.departmentOptions(ctx, actorOf(request), request.body.search),
  }));
};

/** The Departments screen's calls, under the department service (spec part 2 §7). */
export const departmentServiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getDepartments, {}, async (request) => ({
    status: 200,
    data: await service.listDepartments(ctx, actorOf(request)),
  }));

  route(app, e.addDepartment, {}, async (request) => ({
    status: 200,
    msg: MSG.departments.added,
    data: await service.addDepartment(ctx, actorOf(request), request.body),
  }));

  route(app, e.updateDepartment, {}, async (request) => ({
    status: 200,
    msg: MSG.departments.updated,
    data: await service.updateDepartment(ctx, actorOf(request), request.body),
  }));

  route(app, e.deleteDepartment, {}, async (request) => {
    await service.deleteDepartment(ctx, actorOf(request), request.body);
    return { status: 200, msg: MSG.departments.deleted };
  });
};
