import { MSG } from '@casecover/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error';

/** The one place that turns failures into the `{status, msg}` envelope. Internals never leak. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ status: error.statusCode, msg: error.message, code: error.code });
    }
    if (error instanceof ZodError) {
      const msg = error.issues[0]?.message ?? MSG.invalidRequest;
      return reply.status(400).send({ status: 400, msg });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const msg = error.validation[0]?.message ?? MSG.invalidRequest;
      return reply.status(400).send({ status: 400, msg });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode === 429) return reply.status(429).send({ status: 429, msg: MSG.rateLimited });
    if (statusCode === 413) return reply.status(413).send({ status: 413, msg: 'The upload is too large.' });
    if (statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, wrong content type and the like: say so without internals.
      return reply.status(statusCode).send({ status: statusCode, msg: MSG.invalidRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 500, msg: MSG.serverError });
  });
}
