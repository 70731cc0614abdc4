import { COMPANY_LOGO_MAX_BYTES, MSG, endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import { readMultipart } from '../../lib/multipart';
import * as service from './company-add-service';

const e = endpoints.companyAdd;

/** Add Company (multipart, with the logo) and the code check, under the company service. */
export const companyAddRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.addCompany, {}, async (request, reply) => {
    const actor = actorOf(request);
    // Refused roles are told before their upload is read.
    service.assertMayAddCompany(actor);
    const { fields, files } = await readMultipart(request, {
      maxFileBytes: COMPANY_LOGO_MAX_BYTES,
      tooLargeMessage: MSG.companyAdd.logoSize,
    });
    const input = e.addCompany.multipart.fields.parse(fields);
    const data = await service.addCompany(ctx, actor, { input, logo: files.companyLogo });
    return reply.status(201).send({ status: 201, msg: MSG.companyAdd.added, data });
  });

  route(app, e.checkCompanyId, {}, async (request) => {
    const { msg, data } = await service.checkCompanyCode(ctx, actorOf(request), request.body);
    return { status: 200, ...(msg ? { msg } : {}), data };
  });
};
