import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, companyUnits, departments, locations, taskAssignees, tasks, users } from '../../db/schema/index';
import { scopeCondition, type TaskScope } from '../../scope/task-scope';

/** The columns of a task on a rep's day or an offer list. */
const dayColumns = {
  _id: tasks.id,
  taskName: tasks.name,
  taskStatus: tasks.status,
  isEmergency: tasks.isEmergency,
  hospitalName: accounts.name,
  departmentName: departments.name,
  locationName: locations.name,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  timeZone: tasks.timeZone,
};

const withPlaces = (db: DbOrTx) =>
  db
    .select(dayColumns)
    .from(tasks)
    .innerJoin(accounts, eq(accounts.id, tasks.accountId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .leftJoin(locations, eq(locations.id, tasks.locationId));

const onTask = (userId: string) =>
  inArray(
    tasks.id,
    sql`(select ${taskAssignees.taskId} from ${taskAssignees} where ${taskAssignees.userId} = ${userId})`,
  );

const asWire = <R extends { startDate: Date; endDate: Date }>(rows: R[]) =>
  rows.map((r) => ({ ...r, startDate: r.startDate.toISOString(), endDate: r.endDate.toISOString() }));

/** The rep's tasks starting in [from, to), offers aside (they have their own list), earliest first. */
export async function repTasksBetween(db: DbOrTx, p: { userId: string; companyId: string; from: Date; to: Date }) {
  const rows = await withPlaces(db)
    .where(
      and(
        eq(tasks.companyId, p.companyId),
        onTask(p.userId),
        ne(tasks.status, 'pending'),
        gte(tasks.startDate, p.from),
        lt(tasks.startDate, p.to),
      ),
    )
    .orderBy(asc(tasks.startDate), asc(tasks.id));
  return asWire(rows);
}

/** The tasks offered to the rep and not yet answered: pending with him among the task's people. */
export async function repOffers(db: DbOrTx, p: { userId: string; companyId: string }) {
  const rows = await withPlaces(db)
    .where(and(eq(tasks.companyId, p.companyId), onTask(p.userId), eq(tasks.status, 'pending')))
    .orderBy(asc(tasks.startDate), asc(tasks.id));
  return asWire(rows);
}

/** Active reps of the company placed in one of these units (every rep of it when `unitIds` is null). */
export async function teamReps(db: DbOrTx, p: { companyId: string; unitIds: string[] | null }) {
  if (p.unitIds && !p.unitIds.length) return [];
  return db
    .select({ _id: users.id, name: users.name, territory: companyUnits.name })
    .from(users)
    .leftJoin(companyUnits, eq(companyUnits.id, users.unitId))
    .where(
      and(
        eq(users.companyId, p.companyId),
        eq(users.role, 'rep'),
        eq(users.suspended, false),
        eq(users.deleted, false),
        p.unitIds ? inArray(users.unitId, p.unitIds) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** The pending tasks inside the scope offered to any of these reps, with the reps each is offered to. */
export async function offersTo(db: DbOrTx, p: { scope: TaskScope; repIds: string[] }) {
  if (!p.repIds.length) return [];
  const rows = await withPlaces(db)
    .where(
      and(
        scopeCondition(p.scope),
        eq(tasks.status, 'pending'),
        inArray(
          tasks.id,
          sql`(select ${taskAssignees.taskId} from ${taskAssignees} where ${inArray(taskAssignees.userId, p.repIds)})`,
        ),
      ),
    )
    .orderBy(asc(tasks.startDate), asc(tasks.id));
  const holders = await offerHolders(
    db,
    rows.map((r) => r._id),
  );
  return asWire(rows).map((r) => ({
    ...r,
    offeredTo: holders.filter((h) => h.taskId === r._id).map((h) => ({ _id: h._id, name: h.name })),
  }));
}

/** Who holds each of these tasks now, first offered first. */
export async function offerHolders(db: DbOrTx, taskIds: string[]) {
  if (!taskIds.length) return [];
  return db
    .select({ taskId: taskAssignees.taskId, _id: users.id, name: users.name })
    .from(taskAssignees)
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(inArray(taskAssignees.taskId, taskIds))
    .orderBy(asc(taskAssignees.createdAt), asc(users.name));
}
