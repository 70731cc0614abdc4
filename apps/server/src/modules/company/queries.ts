import type { CmsEntry } from '@casecover/shared';
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { DbOrTx, Param } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accountCompanies, cmsLabels, companies, companyUnits, services, users } from '../../db/schema/index';

export async function companyOptions(db: DbOrTx, p: { accountId: string; search: string }) {
  return db
    .select({ _id: companies.id, name: companies.name, size: companies.size })
    .from(accountCompanies)
    .innerJoin(companies, eq(companies.id, accountCompanies.companyId))
    .where(
      and(
        eq(accountCompanies.accountId, p.accountId),
        // Tasks are clinical cases: a company of type 'other' has no services to book.
        eq(companies.type, 'clinical'),
        p.search ? ilike(companies.name, containsPattern(p.search)) : undefined,
      ),
    )
    .orderBy(asc(companies.name))
    .limit(50);
}

/** The company, when it is linked to the hospital (the statement: run it, or join it to others). */
export function linkedCompanyQuery(db: DbOrTx, p: { accountId: Param; companyId: Param }) {
  return db
    .select({ id: companies.id, name: companies.name, size: companies.size })
    .from(accountCompanies)
    .innerJoin(companies, eq(companies.id, accountCompanies.companyId))
    .where(and(eq(accountCompanies.accountId, p.accountId), eq(accountCompanies.companyId, p.companyId)));
}

export async function linkedCompany(db: DbOrTx, p: { accountId: string; companyId: string }) {
  const [row] = await linkedCompanyQuery(db, p);
  return row ?? null;
}

export async function companyExists(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

/** Companies whose name holds the search text. */
export async function companyIdsNamed(db: DbOrTx, search: string) {
  if (!search) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(ilike(companies.name, containsPattern(search)));
  return rows.map((r) => r.id);
}

export async function divisionOptions(db: DbOrTx, p: { companyId: string; search: string }) {
  return db
    .select({ _id: companyUnits.id, name: companyUnits.name })
    .from(companyUnits)
    .where(
      and(
        eq(companyUnits.companyId, p.companyId),
        eq(companyUnits.level, 'division'),
        p.search ? ilike(companyUnits.name, containsPattern(p.search)) : undefined,
      ),
    )
    .orderBy(asc(companyUnits.name));
}

export async function serviceOptions(db: DbOrTx, p: { companyId: string; divisionId: string | null; search: string }) {
  return db
    .select({ _id: services.id, service: services.name })
    .from(services)
    .where(
      and(
        eq(services.companyId, p.companyId),
        isNull(services.archivedAt),
        p.divisionId ? or(eq(services.divisionId, p.divisionId), isNull(services.divisionId)) : undefined,
        p.search ? ilike(services.name, containsPattern(p.search)) : undefined,
      ),
    )
    .orderBy(asc(services.name))
    .limit(50);
}

export function findDivisionQuery(db: DbOrTx, p: { companyId: Param; divisionId: Param }) {
  return db
    .select({ id: companyUnits.id })
    .from(companyUnits)
    .where(
      and(
        eq(companyUnits.id, p.divisionId),
        eq(companyUnits.companyId, p.companyId),
        eq(companyUnits.level, 'division'),
      ),
    );
}

export async function findDivision(db: DbOrTx, p: { companyId: string; divisionId: string }) {
  const [row] = await findDivisionQuery(db, p);
  return row ?? null;
}

/** A live (not archived) service of the company. */
export function findServiceQuery(db: DbOrTx, p: { companyId: Param; serviceId: Param }) {
  return db
    .select({ id: services.id, name: services.name, divisionId: services.divisionId })
    .from(services)
    .where(and(eq(services.id, p.serviceId), eq(services.companyId, p.companyId), isNull(services.archivedAt)));
}

export async function findService(db: DbOrTx, p: { companyId: string; serviceId: string }) {
  const [row] = await findServiceQuery(db, p);
  return row ?? null;
}

export async function cmsFor(db: DbOrTx, companyId: string): Promise<CmsEntry[] | null> {
  const [row] = await db.select({ labels: cmsLabels.labels }).from(cmsLabels).where(eq(cmsLabels.companyId, companyId));
  return row ? (row.labels as CmsEntry[]) : null;
}

/** Stores the company's label list (one row per company). */
export async function saveCms(db: DbOrTx, p: { companyId: string; labels: CmsEntry[] }) {
  await db
    .insert(cmsLabels)
    .values({ companyId: p.companyId, labels: p.labels })
    .onConflictDoUpdate({ target: cmsLabels.companyId, set: { labels: p.labels, updatedAt: new Date() } });
}

export async function companyReps(db: DbOrTx, companyId: string) {
  return db
    .select({ _id: users.id, name: users.name, territory: companyUnits.name })
    .from(users)
    .leftJoin(companyUnits, eq(companyUnits.id, users.unitId))
    .where(
      and(eq(users.companyId, companyId), eq(users.role, 'rep'), eq(users.suspended, false), eq(users.deleted, false)),
    )
    .orderBy(asc(users.name));
}
