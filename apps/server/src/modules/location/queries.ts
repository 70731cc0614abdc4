import { and, asc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accounts, locations } from '../../db/schema/index';

export async function locationOptions(
  db: DbOrTx,
  p: { accountId: string; search: string; limit: number; offset: number },
) {
  return db
    .select({ _id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.accountId, p.accountId),
        eq(locations.deleted, false),
        p.search ? ilike(locations.name, containsPattern(p.search)) : undefined,
      ),
    )
    .orderBy(asc(locations.name))
    .limit(p.limit)
    .offset(p.offset);
}

export async function findLocation(db: DbOrTx, p: { accountId: string; locationId: string }) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, p.locationId), eq(locations.accountId, p.accountId), eq(locations.deleted, false)));
  return row ?? null;
}

/** Whether the account asks for a location on every task (its Task Location setting). */
export async function accountTaskLocation(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ taskLocation: accounts.taskLocation })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.taskLocation ?? false;
}
