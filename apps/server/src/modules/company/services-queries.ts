import type { CompanyService } from '@casecover/shared';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyUnits, serviceTypes, services, tasks } from '../../db/schema/index';

const serviceColumns = {
  _id: services.id,
  service: services.name,
  typeId: serviceTypes.id,
  typeName: serviceTypes.name,
  divisionId: services.divisionId,
  division: companyUnits.name,
};

interface ServiceRow {
  _id: string;
  service: string;
  typeId: string | null;
  typeName: string | null;
  divisionId: string | null;
  division: string | null;
}

const toService = (r: ServiceRow): CompanyService => ({
  _id: r._id,
  service: r.service,
  serviceType: r.typeId && r.typeName !== null ? { _id: r.typeId, serviceType: r.typeName } : null,
  divisionId: r.divisionId,
  division: r.division,
});

/** The company's services that are not archived, by name, with their type and division. */
export async function listServices(db: DbOrTx, p: { companyId: string }): Promise<CompanyService[]> {
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .leftJoin(companyUnits, eq(companyUnits.id, services.divisionId))
    .where(and(eq(services.companyId, p.companyId), isNull(services.archivedAt)))
    .orderBy(asc(sql`lower(${services.name})`), asc(services.id));
  return rows.map(toService);
}

/** One live (not archived) service of the company, or null. */
export async function findService(db: DbOrTx, p: { companyId: string; serviceId: string }) {
  const [row] = await db
    .select(serviceColumns)
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .leftJoin(companyUnits, eq(companyUnits.id, services.divisionId))
    .where(and(eq(services.id, p.serviceId), eq(services.companyId, p.companyId), isNull(services.archivedAt)));
  return row ? toService(row) : null;
}

/**
 * Locks the company row for the rest of the transaction, so two saves of one name in the same
 * company run one after the other (there is no unique index on service names: archived ones keep theirs).
 */
export async function lockCompany(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  return row !== undefined;
}

/** A live service of the company with this name (ignoring case), other than `exceptId`. */
export async function serviceNamed(db: DbOrTx, p: { companyId: string; name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.companyId, p.companyId),
        isNull(services.archivedAt),
        eq(sql`lower(${services.name})`, p.name.toLowerCase()),
        p.exceptId ? ne(services.id, p.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertService(
  db: DbOrTx,
  p: { companyId: string; name: string; serviceTypeId: string; divisionId: string | null },
) {
  const [row] = await db.insert(services).values(p).returning({ id: services.id });
  if (!row) throw new Error('service insert returned nothing');
  return row.id;
}

export async function updateService(
  db: DbOrTx,
  p: { companyId: string; serviceId: string; name: string; serviceTypeId: string },
) {
  await db
    .update(services)
    .set({ name: p.name, serviceTypeId: p.serviceTypeId })
    .where(and(eq(services.id, p.serviceId), eq(services.companyId, p.companyId)));
}

/** Whether any task (of any hospital, in any status) names the service. */
export async function serviceHasTasks(db: DbOrTx, serviceId: string): Promise<boolean> {
  const [row] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.serviceId, serviceId)).limit(1);
  return row !== undefined;
}

export async function deleteService(db: DbOrTx, p: { companyId: string; serviceId: string }) {
  await db.delete(services).where(and(eq(services.id, p.serviceId), eq(services.companyId, p.companyId)));
}

export async function archiveService(db: DbOrTx, p: { companyId: string; serviceId: string }) {
  await db
    .update(services)
    .set({ archivedAt: new Date() })
    .where(and(eq(services.id, p.serviceId), eq(services.companyId, p.companyId), isNull(services.archivedAt)));
}

export async function listServiceTypes(db: DbOrTx, p: { companyId: string }) {
  return db
    .select({ _id: serviceTypes.id, serviceType: serviceTypes.name })
    .from(serviceTypes)
    .where(eq(serviceTypes.companyId, p.companyId))
    .orderBy(asc(sql`lower(${serviceTypes.name})`), asc(serviceTypes.id));
}

export async function findServiceType(db: DbOrTx, p: { companyId: string; serviceTypeId: string }) {
  const [row] = await db
    .select({ _id: serviceTypes.id, serviceType: serviceTypes.name })
    .from(serviceTypes)
    .where(and(eq(serviceTypes.id, p.serviceTypeId), eq(serviceTypes.companyId, p.companyId)));
  return row ?? null;
}

export async function serviceTypeNamed(db: DbOrTx, p: { companyId: string; name: string }) {
  const [row] = await db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(and(eq(serviceTypes.companyId, p.companyId), eq(sql`lower(${serviceTypes.name})`, p.name.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function insertServiceType(db: DbOrTx, p: { companyId: string; name: string }) {
  const [row] = await db
    .insert(serviceTypes)
    .values(p)
    .returning({ _id: serviceTypes.id, serviceType: serviceTypes.name });
  if (!row) throw new Error('service type insert returned nothing');
  return row;
}
