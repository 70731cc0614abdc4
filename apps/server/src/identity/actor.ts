import { MSG, type Role } from '@casecover/shared';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { unauthorized } from '../lib/app-error';
import { findActorRow } from './users';

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

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(MSG.auth.unauthenticated);
  return request.actor;
}

type ActorRow = NonNullable<Awaited<ReturnType<typeof findActorRow>>>;

/** The live user behind a session token, or null when the token no longer stands (suspended, deleted, logged out). */
export async function loadActor(
  db: DbOrTx,
  userId: string,
  sessionVersion: number,
  imp?: string,
): Promise<Actor | null> {
  return actorFromRow(await findActorRow(db, userId), sessionVersion, imp);
}

/** The Actor of a user row for a token of this session version, or null when the token no longer stands. */
export function actorFromRow(row: ActorRow | null, sessionVersion: number, imp?: string): Actor | null {
  if (!row || row.suspended || row.deleted || row.organisationSuspended || row.sessionVersion !== sessionVersion) {
    return null;
  }
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
