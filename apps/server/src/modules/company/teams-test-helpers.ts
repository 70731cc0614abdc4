import type { TeamUnit } from '@casecover/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** The answer of POST company/team, as a test reads it. */
export interface TeamAnswer {
  data: { units: TeamUnit[] };
}

/** Every unit of a tree, depth first, with the path of names leading to it ("Cardiovascular/East"). */
export function flatten(units: TeamUnit[], prefix = ''): (TeamUnit & { path: string })[] {
  return units.flatMap((u) => {
    const path = prefix ? `${prefix}/${u.name}` : u.name;
    return [{ ...u, path }, ...flatten(u.children, path)];
  });
}

/** The unit at a path of names, or an error naming the path. */
export function unitAt(units: TeamUnit[], path: string): TeamUnit {
  const found = flatten(units).find((u) => u.path === path);
  if (!found) throw new Error(`no unit at ${path}`);
  return found;
}

/** The newest audit row of an action on a target. */
export async function lastAudit(db: DbOrTx, action: string, targetId: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row ?? null;
}
