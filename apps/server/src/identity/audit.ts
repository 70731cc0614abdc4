import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/index';

/** One row of the admin audit log (DESIGN.md §5), written in the transaction of the change. */
export async function audit(
  db: DbOrTx,
  p: {
    actorId: string | null;
    action: string;
    targetType: string;
    targetId: string | null;
    note?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values(p);
}
