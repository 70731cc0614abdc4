import { and, asc, eq, ilike, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accounts } from '../../db/schema/index';

const member = alias(accounts, 'member');

/** A health system: an account other accounts name as their parent. People join its hospitals, not it. */
const isNotHealthSystem = (db: DbOrTx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(member)
      .where(eq(member.parentAccountId, accounts.id)),
  );

/** Hospital names for the registration autocomplete; public, so only id and name. */
export async function searchAccounts(db: DbOrTx, p: { search: string; limit: number }) {
  const pattern = containsPattern(p.search);
  return db
    .select({ _id: accounts.id, accountName: accounts.name })
    .from(accounts)
    .where(and(isNotHealthSystem(db), p.search ? ilike(accounts.name, pattern) : undefined))
    .orderBy(asc(accounts.name))
    .limit(p.limit);
}

export async function findAccountById(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

/** Whether other accounts name this one as their parent (a health system). */
export async function isHealthSystem(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.parentAccountId, id)).limit(1);
  return !!row;
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
