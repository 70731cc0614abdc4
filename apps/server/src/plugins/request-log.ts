import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request (method, redacted URL, status, time), at info; Fastify's own
 * request logging (a line on arrival and one on completion) is turned off in app.ts.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
