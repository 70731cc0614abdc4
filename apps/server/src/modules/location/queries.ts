import { OPEN_STATUSES } from '@casecover/shared';
import { and, asc, count, eq, ilike, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx, Param } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accounts, locations, tasks } from '../../db/schema/index';

const rowColumns = {
  id: locations.id,
  name: locations.name,
  formattedAddress: locations.formattedAddress,
  city: locations.city,
  state: locations.state,
  zipCode: locations.zipCode,
  longitude: locations.longitude,
  latitude: locations.latitude,
  description: locations.description,
};
/** Live locations of the account whose name, address or description holds `search`. */
function listCondition(p: { accountId: string; search: string }) {
  const pattern = containsPattern(p.search);
  return and(
    eq(locations.accountId, p.accountId),
    eq(locations.deleted, false),
    p.search
      ? or(
          ilike(locations.name, pattern),
          ilike(locations.formattedAddress, pattern),
          ilike(locations.description, pattern),
        )
      : undefined,
  );
}

export async function listLocations(
  db: DbOrTx,
  p: { accountId: string; search: string; limit: number; offset: number },
) {
  return db
    .select(rowColumns)
    .from(locations)
    .where(listCondition(p))
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id))
    .limit(p.limit)
    .offset(p.offset);
}

export async function countLocations(db: DbOrTx, p: { accountId: string; search: string }) {
  const [row] = await db.select({ n: count() }).from(locations).where(listCondition(p));
  return row?.n ?? 0;
}

/** A live location of the account. */
export function findLocationQuery(db: DbOrTx, p: { accountId: Param; locationId: Param }) {
  return db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, p.locationId), eq(locations.accountId, p.accountId), eq(locations.deleted, false)));
}

export async function findLocation(db: DbOrTx, p: { accountId: string; locationId: string }) {
  const [row] = await findLocationQuery(db, p);
  return row ?? null;
}

export async function findLocationRow(db: DbOrTx, p: { accountId: string; locationId: string }) {
  const [row] = await db
    .select(rowColumns)
    .from(locations)
    .where(and(eq(locations.id, p.locationId), eq(locations.accountId, p.accountId), eq(locations.deleted, false)));
  return row ?? null;
}

/** Whether another live location of the account already has this name (ignoring case). */
export async function nameTaken(db: DbOrTx, p: { accountId: string; name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.accountId, p.accountId),
        eq(locations.deleted, false),
        sql`lower(${locations.name}) = lower(${p.name})`,
        p.exceptId ? ne(locations.id, p.exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export interface LocationValues {
  name: string;
  formattedAddress: string;
  city: string;
  state: string;
  zipCode: string;
  longitude: number;
  latitude: number;
  description: string;
}

export async function insertLocation(db: DbOrTx, p: { accountId: string; values: LocationValues }) {
  const [row] = await db
    .insert(locations)
    .values({ accountId: p.accountId, ...p.values })
    .returning(rowColumns);
  return row;
}

export async function updateLocation(db: DbOrTx, p: { accountId: string; locationId: string; values: LocationValues }) {
  const [row] = await db
    .update(locations)
    .set(p.values)
    .where(and(eq(locations.id, p.locationId), eq(locations.accountId, p.accountId), eq(locations.deleted, false)))
    .returning(rowColumns);
  return row ?? null;
}

const openTaskUsing = (locationId: string) =>
  and(eq(tasks.locationId, locationId), inArray(tasks.status, [...OPEN_STATUSES]));

/** The open tasks (unassigned, pending, assigned, in progress) that use a location, soonest first. */
export async function openTasksAt(db: DbOrTx, p: { accountId: string; locationId: string; limit: number }) {
  return db
    .select({
      _id: tasks.id,
      taskName: tasks.name,
      startDate: tasks.startDate,
      endDate: tasks.endDate,
      taskStatus: tasks.status,
    })
    .from(tasks)
    .where(and(eq(tasks.accountId, p.accountId), openTaskUsing(p.locationId)))
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(p.limit);
}

/**
 * Marks the location deleted unless an open task uses it, in one statement, so a task booked at
 * the same moment cannot be left pointing at a deleted location. Answers whether it was deleted.
 */
export async function softDeleteUnused(db: DbOrTx, p: { accountId: string; locationId: string }) {
  const rows = await db
    .update(locations)
    .set({ deleted: true })
    .where(
      and(
        eq(locations.id, p.locationId),
        eq(locations.accountId, p.accountId),
        eq(locations.deleted, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(tasks)
            .where(openTaskUsing(p.locationId)),
        ),
      ),
    )
    .returning({ id: locations.id });
  return rows.length > 0;
}

/** Whether the account asks for a location on every task (its Task Location setting). */
export function accountTaskLocationQuery(db: DbOrTx, accountId: Param) {
  return db.select({ taskLocation: accounts.taskLocation }).from(accounts).where(eq(accounts.id, accountId));
}

export async function accountTaskLocation(db: DbOrTx, accountId: string) {
  const [row] = await accountTaskLocationQuery(db, accountId);
  return row?.taskLocation ?? false;
}

export async function setAccountTaskLocation(db: DbOrTx, p: { accountId: string; taskLocation: boolean }) {
  await db.update(accounts).set({ taskLocation: p.taskLocation }).where(eq(accounts.id, p.accountId));
}

export type LocationDbRow = Awaited<ReturnType<typeof listLocations>>[number];
