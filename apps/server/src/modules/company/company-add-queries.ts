import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountCompanies, companies } from '../../db/schema/index';

/** Codes in use that start with `first` (one character), in upper case. */
export async function codesStartingWith(db: DbOrTx, first: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: sql<string>`upper(${companies.code})` })
    .from(companies)
    .where(sql`upper(${companies.code}) like ${`${first.toUpperCase()}%`}`);
  return new Set(rows.map((r) => r.code));
}

/** Whether a code is in use, whatever its case. */
export async function isCodeTaken(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`upper(${companies.code})`, code.toUpperCase()))
    .limit(1);
  return Boolean(row);
}

export type NewCompany = Pick<
  typeof companies.$inferInsert,
  | 'name'
  | 'code'
  | 'address'
  | 'website'
  | 'email'
  | 'phone'
  | 'size'
  | 'type'
  | 'description'
  | 'logoPath'
  | 'billingType'
  | 'pricePerUser'
  | 'trialStart'
  | 'trialEnd'
>;

export async function insertCompany(db: DbOrTx, values: NewCompany): Promise<string> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

/** The hospital works with the company from now on (its lists, lookups and bookings offer it). */
export async function linkCompany(db: DbOrTx, p: { accountId: string; companyId: string }) {
  await db.insert(accountCompanies).values(p).onConflictDoNothing();
}
