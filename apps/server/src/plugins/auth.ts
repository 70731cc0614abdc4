import { MSG, type Role } from '@casecover/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { actorOf, loadActor, type Actor } from '../identity/actor';
import { isSessionRevoked } from '../identity/sessions';
import { forbidden, unauthorized } from '../lib/app-error';
import type { SessionTokens } from '../lib/session-token';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The session behind the token (id and expiry), for logout. */
    session: { id: string; expiresAt: Date } | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live session token is presented. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 403 unless the actor has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export const authPlugin = fp<{ db: Db; tokens: SessionTokens }>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('session', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (!token) throw unauthorized(MSG.auth.unauthenticated);
    const claims = await opts.tokens.verify(token);
    if (!claims || (await isSessionRevoked(opts.db, claims.jti))) throw unauthorized(MSG.auth.unauthenticated);
    const actor = await loadActor(opts.db, claims.sub, claims.sv, claims.imp);
    if (!actor) throw unauthorized(MSG.auth.unauthenticated);
    request.actor = actor;
    request.session = claims.jti && claims.exp ? { id: claims.jti, expiresAt: new Date(claims.exp * 1000) } : null;
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const actor = actorOf(request);
    if (!roles.includes(actor.role)) throw forbidden(MSG.auth.forbidden);
  });
});
