import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountCompanies, accounts, companies, departments } from '../../db/schema/index';

/** Departments of these accounts (every account's when null), or exactly these departments. */
export async function departmentOptions(db: DbOrTx, p: { accountIds: string[] | null; departmentIds?: string[] }) {
  if ((p.accountIds && !p.accountIds.length) || (p.departmentIds && !p.departmentIds.length)) return [];
  const where: (SQL | undefined)[] = [
    p.accountIds ? inArray(departments.accountId, p.accountIds) : undefined,
    p.departmentIds ? inArray(departments.id, p.departmentIds) : undefined,
  ];
  return db
    .select({ id: departments.id, name: departments.name, accountName: accounts.name })
    .from(departments)
    .innerJoin(accounts, eq(accounts.id, departments.accountId))
    .where(and(...where))
    .orderBy(asc(departments.name), asc(accounts.name));
}

const companyColumns = { id: companies.id, name: companies.name, size: companies.size, type: companies.type };

/** Companies any of these accounts works with. */
export async function companiesOfAccounts(db: DbOrTx, accountIds: string[]) {
  if (!accountIds.length) return [];
  return db
    .selectDistinct(companyColumns)
    .from(companies)
    .innerJoin(accountCompanies, eq(accountCompanies.companyId, companies.id))
    .where(inArray(accountCompanies.accountId, accountIds))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Every company: the Super Admin's list. */
export async function companyOptions(db: DbOrTx) {
  return db.select(companyColumns).from(companies).orderBy(asc(companies.name), asc(companies.id));
}

/** The hospitals of a health system: the accounts naming it as parent. */
export async function systemHospitals(db: DbOrTx, parentId: string) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.parentAccountId, parentId), ne(accounts.id, parentId)))
    .orderBy(asc(accounts.name));
}

export async function parentOf(db: DbOrTx, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ parentId: accounts.parentAccountId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.parentId ?? null;
}
