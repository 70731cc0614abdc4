import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import { CSV_TYPE, contentDisposition } from '../report/export-files';
import { exportAuditCsv, listAudit } from './service';

const e = endpoints.audit;

/** The audit log viewer's calls: a page of entries, and every entry of the filters as CSV. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.list, {}, async (request) => listAudit(ctx, actorOf(request), request.body));

  const config = { rateLimit: { max: ctx.config.RATE_LIMIT_FILES_PER_MINUTE, timeWindow: '1 minute' } };
  route(app, e.exportCsv, { config }, async (request, reply) => {
    const file = exportAuditCsv(ctx, actorOf(request), request.body);
    return reply
      .header('content-type', CSV_TYPE)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
