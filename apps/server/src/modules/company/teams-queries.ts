import type { UnitLevel } from '@casecover/shared';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyUnits, services, tasks, users } from '../../db/schema/index';

/** Holds the company row for the rest of the transaction, so two edits of one tree run one after the other. */
export async function lockCompany(tx: DbOrTx, companyId: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

const unitColumns = {
  _id: companyUnits.id,
  name: companyUnits.name,
  level: companyUnits.level,
  parentId: companyUnits.parentId,
};

/** A unit of the company, or null. */
export async function findUnit(db: DbOrTx, p: { companyId: string; unitId: string }) {
  const [row] = await db
    .select(unitColumns)
    .from(companyUnits)
    .where(and(eq(companyUnits.companyId, p.companyId), eq(companyUnits.id, p.unitId)));
  return row ?? null;
}

/** A sibling (same parent, or the company's top level) with this name, ignoring case. */
export async function findSibling(
  db: DbOrTx,
  p: { companyId: string; parentId: string | null; name: string; exceptId?: string },
) {
  const [row] = await db
    .select({ _id: companyUnits.id })
    .from(companyUnits)
    .where(
      and(
        eq(companyUnits.companyId, p.companyId),
        p.parentId ? eq(companyUnits.parentId, p.parentId) : isNull(companyUnits.parentId),
        eq(sql`lower(${companyUnits.name})`, p.name.toLowerCase()),
        p.exceptId ? ne(companyUnits.id, p.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertUnit(
  tx: DbOrTx,
  p: { companyId: string; parentId: string | null; level: UnitLevel; name: string },
) {
  const [row] = await tx.insert(companyUnits).values(p).returning(unitColumns);
  if (!row) throw new Error('unit insert failed');
  return row;
}

export async function updateUnit(
  tx: DbOrTx,
  p: { companyId: string; unitId: string; name: string; parentId: string | null },
) {
  const [row] = await tx
    .update(companyUnits)
    .set({ name: p.name, parentId: p.parentId })
    .where(and(eq(companyUnits.companyId, p.companyId), eq(companyUnits.id, p.unitId)))
    .returning(unitColumns);
  return row ?? null;
}

/** The unit and every unit below it. */
export async function subtreeIds(db: DbOrTx, p: { companyId: string; unitId: string }): Promise<string[]> {
  const rows = await db
    .select({ id: companyUnits.id, parentId: companyUnits.parentId })
    .from(companyUnits)
    .where(eq(companyUnits.companyId, p.companyId));
  const children = new Map<string, string[]>();
  for (const r of rows) if (r.parentId) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const ids: string[] = [];
  const stack = [p.unitId];
  for (let id = stack.pop(); id; id = stack.pop()) {
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

/** What still points at these units: live people (suspended ones too), tasks and services. */
export async function unitUsage(db: DbOrTx, unitIds: string[]) {
  const [people] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.unitId, unitIds), eq(users.deleted, false)));
  const [booked] = await db.select({ n: count() }).from(tasks).where(inArray(tasks.divisionId, unitIds));
  const [offered] = await db.select({ n: count() }).from(services).where(inArray(services.divisionId, unitIds));
  return { people: people?.n ?? 0, tasks: booked?.n ?? 0, services: offered?.n ?? 0 };
}

/** Removes the units (children first is not needed: the parent key cascades). */
export async function deleteUnits(tx: DbOrTx, p: { companyId: string; unitIds: string[] }) {
  await tx
    .delete(companyUnits)
    .where(and(eq(companyUnits.companyId, p.companyId), inArray(companyUnits.id, p.unitIds)));
}

const personColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  suspended: users.suspended,
  unitId: users.unitId,
  unitName: companyUnits.name,
  unitLevel: companyUnits.level,
};

/** The company's people who answer for a unit (not its admins, not deleted), with their unit. */
export async function placeablePeople(db: DbOrTx, companyId: string) {
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(companyUnits, eq(companyUnits.id, users.unitId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.deleted, false),
        inArray(users.role, ['division_manager', 'manager', 'rep']),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** One live person of the company (any company role), or null. */
export async function findPerson(db: DbOrTx, p: { companyId: string; userId: string }) {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(companyUnits, eq(companyUnits.id, users.unitId))
    .where(and(eq(users.companyId, p.companyId), eq(users.id, p.userId), eq(users.deleted, false)));
  return row ?? null;
}

export async function setUnitOf(tx: DbOrTx, p: { companyId: string; userId: string; unitId: string }) {
  await tx
    .update(users)
    .set({ unitId: p.unitId, updatedAt: new Date() })
    .where(and(eq(users.companyId, p.companyId), eq(users.id, p.userId)));
}
