import { MSG, type Role } from '@casecover/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { findActorRow } from '../identity/users';
import { forbidden, unauthorized } from '../lib/app-error';
import type { SessionTokens } from '../lib/session-token';

/** Who is asking. Every tenant scope on the server derives from this, never from client ids. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  role: Role;
  accountId: string | null;
  companyId: string | null;
  unitId: string | null;
  departmentIds: string[];
  approved: boolean;
  timezone: string | null;
  /** The super admin's id when this session was switched into. */
  impersonatorId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live session token is presented. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 403 unless the actor has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(MSG.auth.unauthenticated);
  return request.actor;
}

export async function loadActor(db: Db, userId: string, sessionVersion: number, imp?: string): Promise<Actor | null> {
  const row = await findActorRow(db, userId);
  if (!row || row.suspended || row.deleted || row.sessionVersion !== sessionVersion) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    accountId: row.accountId,
    companyId: row.companyId,
    unitId: row.unitId,
    departmentIds: row.departmentIds,
    approved: row.approved,
    timezone: row.timezone,
    impersonatorId: imp ?? null,
  };
}

export const authPlugin = fp<{ db: Db; tokens: SessionTokens }>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('actor', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (!token) throw unauthorized(MSG.auth.unauthenticated);
    const claims = await opts.tokens.verify(token);
    if (!claims) throw unauthorized(MSG.auth.unauthenticated);
    const actor = await loadActor(opts.db, claims.sub, claims.sv, claims.imp);
    if (!actor) throw unauthorized(MSG.auth.unauthenticated);
    request.actor = actor;
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const actor = actorOf(request);
    if (!roles.includes(actor.role)) throw forbidden(MSG.auth.forbidden);
  });
});
