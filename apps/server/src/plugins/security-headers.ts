import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The app's security headers: the CSP allows what the web app needs (MUI injects style elements). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet would set, computed once: they depend on nothing in the request (no CSP
 * nonces), and building them per request (CSP parsing included) cost about a quarter of a
 * cheap authenticated call. Answers the headers to set and the ones to remove.
 */
export function computeSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS) {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      removed.push(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  const outcome: { error?: Error } = {};
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) outcome.error = err instanceof Error ? err : new Error('helmet refused its options');
  });
  if (outcome.error) throw outcome.error;
  return { set, removed };
}

/** Sets the precomputed security headers on every reply; a route may still override one (files, API docs). */
export function registerSecurityHeaders(app: FastifyInstance) {
  const { set, removed } = computeSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(set);
    for (const name of removed) reply.removeHeader(name);
    done();
  });
}
