import Fastify from 'fastify';
import { MSG } from '@casecover/shared';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

/** A route that fails the way the database driver does while PostgreSQL restarts. */
async function failingWith(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/x', async () => {
    throw error;
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('errors of a database that is restarting', () => {
  it.each([
    ['the server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['the server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['the driver losing its socket', new Error('Connection terminated unexpectedly')],
    [
      'a query on a connection the server ended',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a refused connection, wrapped by the query builder',
      new Error('Failed query', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') }),
    ],
  ])('answer 503 with a message to retry and Retry-After: %s', async (_what, error) => {
    const res = await failingWith(error);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, msg: MSG.databaseUnavailable });
    expect(res.headers['retry-after']).toBe('2');
  });

  it('keeps other failures a 500 that says nothing of internals', async () => {
    const res = await failingWith(withCode('duplicate key value violates unique constraint', '23505'));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, msg: MSG.serverError });
  });
});
