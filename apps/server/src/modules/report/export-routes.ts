import { endpoints } from '@casecover/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../identity/actor';
import { route } from '../../lib/endpoint';
import { contentDisposition, type ReportFile } from './export-files';
import { reportDownload } from './export-service';
import { teamSummaryReport } from './team-summary-service';

const e = endpoints.reports;

function sendFile(reply: FastifyReply, file: ReportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

/** The report downloads (spec part 2 §7): the Task Summary workbook and any report's table as CSV or XLSX. */
export const reportExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Files are built in memory, which costs far more than a JSON answer: fewer per client.
  const config = { rateLimit: { max: ctx.config.RATE_LIMIT_FILES_PER_MINUTE, timeWindow: '1 minute' } };

  route(app, e.teamReport, { config }, async (request, reply) =>
    sendFile(reply, await teamSummaryReport(ctx, actorOf(request), request.body)),
  );

  route(app, e.download, { config }, async (request, reply) =>
    sendFile(reply, await reportDownload(ctx, actorOf(request), request.body)),
  );
};
