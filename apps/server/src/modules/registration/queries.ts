import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accounts } from '../../db/schema/index';

/** Hospital names for the registration autocomplete; public, so only id and name. */
export async function searchAccounts(db: DbOrTx, p: { search: string; limit: number }) {
  const pattern = containsPattern(p.search);
  return db
    .select({ _id: accounts.id, accountName: accounts.name })
    .from(accounts)
    .where(p.search ? ilike(accounts.name, pattern) : undefined)
    .orderBy(asc(accounts.name))
    .limit(p.limit);
}

export async function findAccountById(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

export async function findAccountByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(sql`lower(${accounts.name})`, name.toLowerCase()));
  return row ?? null;
}

export async function insertAccount(db: DbOrTx, p: { name: string; phone: string; address: string }) {
  const [row] = await db.insert(accounts).values(p).returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned nothing');
  return row;
}
