import { MSG, type Role } from '@casecover/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { actorFromRow, actorOf, type Actor } from '../identity/actor';
import { actorRow, sessionRevoked } from '../identity/hot-queries';
import type { IdentityCache } from '../identity/identity-cache';
import { forbidden, unauthorized } from '../lib/app-error';
import type { SessionTokens } from '../lib/session-token';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The session behind the token (id and expiry), for logout. */
    session: { id: string; expiresAt: Date } | null;
  }
  interface FastifyInstance {
    /** Users and sessions cached between requests (dropped on every identity change). */
    identityCache: IdentityCache;
    /** preHandler: 401 unless a live session token is presented. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 403 unless the actor has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export const authPlugin = fp<{ db: Db; tokens: SessionTokens; cache: IdentityCache }>(
  async (app: FastifyInstance, opts) => {
    const { db, cache } = opts;
    app.decorate('identityCache', cache);
    app.decorateRequest('actor', null);
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
      if (!token) throw unauthorized(MSG.auth.unauthenticated);
      const claims = await opts.tokens.verify(token);
      if (!claims) throw unauthorized(MSG.auth.unauthenticated);
      const jti = claims.jti;
      if (jti && (await cache.sessionRevoked(jti, () => sessionRevoked(db, jti)))) {
        throw unauthorized(MSG.auth.unauthenticated);
      }
      const row = await cache.userValue('actor', claims.sub, () => actorRow(db, claims.sub));
      const actor = actorFromRow(row, claims.sv, claims.imp);
      if (!actor) {
        const isOrganisationSuspended = row?.organisationSuspended && !row.suspended && !row.deleted;
        throw unauthorized(isOrganisationSuspended ? MSG.accounts.organisationSuspended : MSG.auth.unauthenticated);
      }
      // A switched session stands only while the Super Admin who opened it still does.
      if (claims.imp) {
        const imp = claims.imp;
        const by = await cache.userValue('actor', imp, () => actorRow(db, imp));
        if (!by || by.role !== 'super_admin' || by.suspended || by.deleted) {
          throw unauthorized(MSG.auth.unauthenticated);
        }
      }
      request.actor = actor;
      request.session = claims.jti && claims.exp ? { id: claims.jti, expiresAt: new Date(claims.exp * 1000) } : null;
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      const actor = actorOf(request);
      if (!roles.includes(actor.role)) throw forbidden(MSG.auth.forbidden);
    });
  },
);
