import { MSG } from '@casecover/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error';

/** The SQLSTATE of a database error, looked for through wrapping errors (Drizzle wraps the driver's). */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * What of an error may be logged: never the bound parameters of a failed query (they hold
 * patient names, emails, case numbers), nor quoted input values inside a driver message.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const scrub = (text: string) => text.replace(/"[^"]*"/g, '"…"').replace(/\bparams: .*$/s, 'params: [hidden]');
  const cause = error.cause instanceof Error ? error.cause : null;
  const query = (error as { query?: unknown }).query;
  return {
    type: error.name,
    message: scrub(error.message),
    ...(typeof query === 'string' ? { query } : {}),
    ...(sqlState(error) ? { sqlState: sqlState(error) } : {}),
    ...(cause ? { cause: { type: cause.name, message: scrub(cause.message) } } : {}),
    stack: error.stack ? scrub(error.stack) : undefined,
  };
}

/** Driver errors of a connection lost or refused, which carry no SQLSTATE. */
const LOST_CONNECTION =
  /Connection terminated|is not queryable|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect/i;

/**
 * The database is restarting or cannot be reached: class 08 (connection exception), 57P01-03
 * (shutdown, crash shutdown, starting up), or the driver losing its socket. The request may be
 * retried as is.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return state.startsWith('08') || /^57P0[123]$/.test(state);
  for (let current: unknown = error, i = 0; i < 5 && current instanceof Error; i += 1) {
    if (LOST_CONNECTION.test(current.message) || LOST_CONNECTION.test(String((current as { code?: unknown }).code)))
      return true;
    current = current.cause;
  }
  return false;
}

function send(reply: FastifyReply, status: number, msg: string, code?: string) {
  return reply.status(status).send({ status, msg, ...(code ? { code } : {}) });
}

/** Bad percent-encoding in a URL and over-long path parameters: answered before any route runs. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void send(reply, 414, MSG.urlTooLong);
  else void send(reply, 400, MSG.badUrl);
}

/** The one place that turns failures into the `{status, msg}` envelope. Internals never leak. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.statusCode, error.message, error.code);
    if (error instanceof ZodError) return send(reply, 400, error.issues[0]?.message ?? MSG.invalidRequest);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, error.validation[0]?.message ?? MSG.invalidRequest);
    }
    const state = sqlState(error);
    // Class 22 is "data exception": a value the database cannot hold (bad date, NUL, overflow).
    // It is the caller's input, so a 400; logged, without the values, to find the missing check.
    if (state?.startsWith('22')) {
      request.log.warn({ err: errorForLog(error) }, 'input refused by the database');
      return send(reply, 400, MSG.invalidRequest);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: errorForLog(error) }, 'database unavailable');
      void reply.header('retry-after', '2');
      return send(reply, 503, MSG.databaseUnavailable);
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode === 429) return send(reply, 429, MSG.rateLimited);
    if (statusCode === 413) return send(reply, 413, 'The upload is too large.');
    if (statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, broken multipart, wrong content type and the like: say so without internals.
      return send(reply, statusCode, MSG.invalidRequest);
    }
    request.log.error({ err: errorForLog(error) }, 'unhandled error');
    return send(reply, 500, MSG.serverError);
  });
}
