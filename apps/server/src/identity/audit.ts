import { AsyncLocalStorage } from 'node:async_hooks';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/index';
import type { Actor } from './actor';

/** What the audit writer knows of the request it runs in: the session's actor once signed in. */
export interface AuditScope {
  actor: Actor | null;
  /** Set once a row is written during the request, so the switched-write record does not repeat it. */
  written: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `fn` (the rest of a request) with its audit scope, read by every `audit` call inside it. */
export function withAuditScope<T>(scope: AuditScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** The audit scope of the running request, if any. */
export function currentAuditScope(): AuditScope | undefined {
  return scopes.getStore();
}

/**
 * One row of the admin audit log (DESIGN.md §5), written in the transaction of the change. When the
 * session was switched into by a Super Admin, the row also names him: `impersonatorId` comes from the
 * request's actor unless given.
 */
export async function audit(
  db: DbOrTx,
  p: {
    actorId: string | null;
    action: string;
    targetType: string;
    targetId: string | null;
    note?: string | null;
    details?: Record<string, unknown>;
    impersonatorId?: string | null;
  },
) {
  const scope = scopes.getStore();
  const impersonatorId = p.impersonatorId !== undefined ? p.impersonatorId : (scope?.actor?.impersonatorId ?? null);
  await db.insert(auditLog).values({ ...p, impersonatorId });
  if (scope) scope.written = true;
}

/**
 * A Super Admin's switch into another user's session ('start') or back to his own ('end'), recorded
 * with both identities: the user switched into acts, the Super Admin impersonates.
 */
export async function recordSwitch(
  db: DbOrTx,
  p: { superAdminId: string; targetUserId: string; kind: 'start' | 'end'; details?: Record<string, unknown> },
) {
  await audit(db, {
    actorId: p.targetUserId,
    impersonatorId: p.superAdminId,
    action: p.kind === 'start' ? 'switch.start' : 'switch.end',
    targetType: 'user',
    targetId: p.targetUserId,
    ...(p.details ? { details: p.details } : {}),
  });
}
