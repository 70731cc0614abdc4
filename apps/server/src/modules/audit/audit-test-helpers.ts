import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import type { BuiltApp } from '../../app';

/** A session token as a Super Admin's switch into `userId` signs it: the user's own claims plus `imp`. */
export async function switchedToken(t: BuiltApp, userId: string, superAdminId: string): Promise<string> {
  const [row] = await t.ctx.db.select({ sv: users.sessionVersion }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return t.ctx.tokens.sign({ sub: userId, sv: row.sv, imp: superAdminId }, 3600);
}

/** The audit rows naming a target, oldest first. */
export function auditRowsOf(db: DbOrTx, targetId: string) {
  return db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
}

/** Rows written straight to the log at fixed moments, for exact filter and paging checks. */
export async function insertAuditRows(
  db: DbOrTx,
  rows: { at: string; actorId: string | null; action: string; targetType?: string; details?: unknown; note?: string }[],
) {
  await db.insert(auditLog).values(
    rows.map((r) => ({
      actorId: r.actorId,
      action: r.action,
      targetType: r.targetType ?? 'user',
      targetId: r.actorId,
      createdAt: new Date(r.at),
      note: r.note ?? null,
      details: r.details ?? null,
    })),
  );
}
