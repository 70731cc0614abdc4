import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/index';
import { currentRequest } from '../lib/request-context';

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
  const request = currentRequest();
  const impersonatorId = p.impersonatorId !== undefined ? p.impersonatorId : (request?.actor?.impersonatorId ?? null);
  await db.insert(auditLog).values({ ...p, impersonatorId });
  if (request) request.auditWritten = true;
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
