import type { FastifyInstance } from 'fastify';

/** A request answered later than this is logged at warn, so it shows where info is muted. */
export const SLOW_REQUEST_MS = 2_000;

/**
 * One log line per answered request (method, redacted URL, status, time), at info, or at warn when
 * it took longer than SLOW_REQUEST_MS; Fastify's own request logging (a line on arrival and one on
 * completion) is turned off in app.ts.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (reply.elapsedTime > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.info(line, 'request completed');
    done();
  });
}
