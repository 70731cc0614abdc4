import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountCompanies, accounts, companies, companyUnits, departments } from '../../db/schema/index';

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** A company a report is about: its size and type decide the hierarchy's levels and axis titles. */
export async function findCompany(db: DbOrTx, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, size: companies.size, type: companies.type })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

/** The hospital and, when it belongs to a health system, the system's other hospitals (and the system itself). */
export async function healthSystemAccountIds(
  db: DbOrTx,
  accountId: string,
): Promise<{ ids: string[]; hasParent: boolean }> {
  const [own] = await db
    .select({ parentId: accounts.parentAccountId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!own?.parentId) return { ids: [accountId], hasParent: false };
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.parentAccountId, own.parentId), eq(accounts.id, own.parentId)));
  return { ids: [...new Set([accountId, ...rows.map((r) => r.id)])], hasParent: true };
}

export async function accountExists(db: DbOrTx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return Boolean(row);
}

/** Whether any of the accounts works with the company. */
export async function accountsWorkWith(db: DbOrTx, accountIds: string[], companyId: string): Promise<boolean> {
  if (!isUuid(companyId) || !accountIds.length) return false;
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(accountCompanies)
    .where(and(inArray(accountCompanies.accountId, accountIds), eq(accountCompanies.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

/** The department, if it belongs to one of the accounts (any account when `accountIds` is null). */
export async function departmentIn(db: DbOrTx, id: string, accountIds: string[] | null) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: departments.id, accountId: departments.accountId })
    .from(departments)
    .where(and(eq(departments.id, id), accountIds ? inArray(departments.accountId, accountIds) : undefined));
  return row ?? null;
}

/** The accounts a company works with. */
export async function accountsOfCompany(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: accountCompanies.accountId })
    .from(accountCompanies)
    .where(eq(accountCompanies.companyId, companyId));
  return rows.map((r) => r.id);
}

/** Every unit of a company, for subtree walks and the hierarchy filters. */
export async function companyUnitRows(db: DbOrTx, companyId: string) {
  return db
    .select({
      id: companyUnits.id,
      name: companyUnits.name,
      level: companyUnits.level,
      parentId: companyUnits.parentId,
    })
    .from(companyUnits)
    .where(eq(companyUnits.companyId, companyId));
}
export type UnitRow = Awaited<ReturnType<typeof companyUnitRows>>[number];

/** The unit and every unit below it, from a company's rows. */
export function subtreeOf(units: UnitRow[], unitId: string): string[] {
  const children = new Map<string, string[]>();
  for (const u of units) if (u.parentId) children.set(u.parentId, [...(children.get(u.parentId) ?? []), u.id]);
  const ids: string[] = [];
  const stack = [unitId];
  for (let id = stack.pop(); id; id = stack.pop()) {
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}
