import type { FastifyInstance } from 'fastify';
import { enterRequest } from '../lib/request-context';

/**
 * Every answer names its request (`X-Request-Id`: the proxy's or the caller's when given, else a new
 * UUID). The same id is on the request's log line (`reqId`), on the outbox rows it writes and on the
 * socket events those rows become, so one id follows a change from the click to every screen.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    enterRequest(request.id, () => request.actor ?? null);
    reply.header('x-request-id', request.id);
    done();
  });
}
