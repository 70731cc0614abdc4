import { endpoints } from '@casecover/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import { contentDisposition } from '../report/export-files';
import { taskListExport } from './export-service';

const e = endpoints.taskExport;

/** The task list's Download menu: the filtered list as CSV or XLSX, streamed. */
export const taskExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A file costs far more than a page of the list: limited per client like the report downloads.
  const config = { rateLimit: { max: ctx.config.RATE_LIMIT_FILES_PER_MINUTE, timeWindow: '1 minute' } };

  route(app, e.exportTaskList, { config }, async (request, reply) => {
    const file = await taskListExport(ctx, actorOf(request), request.body, request.query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.stream);
  });
};
