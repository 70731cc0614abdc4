import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';
import { companyUnits, taskAssignees, taskBroadcasts, taskOffers, tasks, users } from '../../db/schema/index';

/** A rep who may receive an offer: approved, neither suspended nor deleted. */
const activeRep = and(
  eq(users.role, 'rep'),
  eq(users.approved, true),
  eq(users.suspended, false),
  eq(users.deleted, false),
);

export interface OfferedRep {
  id: string;
  name: string;
  phone: string | null;
}

/**
 * Active reps of a company placed in one of `unitIds` or anywhere below them; with `unitIds`
 * null, every active rep of the company.
 */
export async function repsUnder(db: DbOrTx, p: { companyId: string; unitIds: string[] | null }): Promise<OfferedRep[]> {
  const cols = { id: users.id, name: users.name, phone: users.phone };
  if (p.unitIds === null) {
    return db
      .select(cols)
      .from(users)
      .where(and(eq(users.companyId, p.companyId), activeRep))
      .orderBy(asc(users.name));
  }
  if (!p.unitIds.length) return [];
  const roots = sql.join(
    p.unitIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const subtree = sql`(with recursive sub(id) as (
      select id from ${companyUnits} where id in (${roots}) and company_id = ${p.companyId}
      union select u.id from ${companyUnits} u join sub on u.parent_id = sub.id
    ) select id from sub)`;
  return db
    .select(cols)
    .from(users)
    .where(and(eq(users.companyId, p.companyId), activeRep, sql`${users.unitId} in ${subtree}`))
    .orderBy(asc(users.name));
}

/**
 * The territories that cover a hospital for a company: those whose reps have taken (accepted)
 * one of the hospital's tasks of that company, within the task's division when it has one.
 */
export async function coveringTerritories(
  db: DbOrTx,
  p: { accountId: string; companyId: string; divisionId: string | null; excludeTaskId: string },
): Promise<string[]> {
  // Within the task's division: its tasks, and only territories below it.
  const division = p.divisionId
    ? sql`and t.division_id = ${p.divisionId} and cu.id in (with recursive sub(id) as (
        select id from ${companyUnits} where id = ${p.divisionId}
        union select c.id from ${companyUnits} c join sub on c.parent_id = sub.id
      ) select id from sub)`
    : sql``;
  const rows = await db.execute<{ id: string }>(sql`
    select distinct cu.id from ${taskAssignees} ta
    join ${tasks} t on t.id = ta.task_id
    join ${users} u on u.id = ta.user_id
    join ${companyUnits} cu on cu.id = u.unit_id and cu.level = 'territory'
    where t.account_id = ${p.accountId} and t.company_id = ${p.companyId} ${division}
      and t.status in ('assigned', 'inprogress', 'completed') and t.id <> ${p.excludeTaskId}
      and u.role = 'rep'`);
  return rowsOf<{ id: string }>(rows).map((r) => r.id);
}

/** The ancestors (or the units themselves) of `unitIds` at one level. */
export async function ancestorsAt(db: DbOrTx, p: { unitIds: string[]; level: string }): Promise<string[]> {
  if (!p.unitIds.length) return [];
  const roots = sql.join(
    p.unitIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await db.execute<{ id: string }>(sql`
    with recursive up(id, parent_id, level) as (
      select id, parent_id, level from ${companyUnits} where id in (${roots})
      union select c.id, c.parent_id, c.level from ${companyUnits} c join up on c.id = up.parent_id
    ) select distinct id from up where level = ${p.level}`);
  return rowsOf<{ id: string }>(rows).map((r) => r.id);
}

/** The top units (no parent) above `unitIds`: the division of a large company, the area or region of smaller ones. */
export async function topUnitsOf(db: DbOrTx, unitIds: string[]): Promise<string[]> {
  if (!unitIds.length) return [];
  const roots = sql.join(
    unitIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await db.execute<{ id: string }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from ${companyUnits} where id in (${roots})
      union select c.id, c.parent_id from ${companyUnits} c join up on c.id = up.parent_id
    ) select distinct id from up where parent_id is null`);
  return rowsOf<{ id: string }>(rows).map((r) => r.id);
}

/** Reps a task was ever offered to (open or closed). */
export async function offeredUserIds(db: DbOrTx, taskId: string): Promise<Set<string>> {
  const rows = await db.select({ userId: taskOffers.userId }).from(taskOffers).where(eq(taskOffers.taskId, taskId));
  return new Set(rows.map((r) => r.userId));
}

export async function insertOffers(
  db: DbOrTx,
  p: { taskId: string; userIds: string[]; level: string; wave: number; at: Date },
) {
  if (!p.userIds.length) return;
  await db
    .insert(taskOffers)
    .values(p.userIds.map((userId) => ({ taskId: p.taskId, userId, level: p.level, wave: p.wave, offeredAt: p.at })))
    .onConflictDoNothing();
  await db
    .insert(taskAssignees)
    .values(p.userIds.map((userId) => ({ taskId: p.taskId, userId })))
    .onConflictDoNothing();
}

/** Closes open offers of a task (all, or only these users'); answers the users whose offers closed. */
export async function closeOpenOffers(
  db: DbOrTx,
  p: { taskId: string; reason: string; at: Date; onlyUserIds?: string[]; exceptUserId?: string },
) {
  const rows = await db
    .update(taskOffers)
    .set({ closedAt: p.at, closedReason: p.reason })
    .where(
      and(
        eq(taskOffers.taskId, p.taskId),
        isNull(taskOffers.closedAt),
        p.onlyUserIds ? inArray(taskOffers.userId, p.onlyUserIds) : undefined,
        p.exceptUserId ? ne(taskOffers.userId, p.exceptUserId) : undefined,
      ),
    )
    .returning({ userId: taskOffers.userId });
  return rows.map((r) => r.userId);
}

/** Marks one rep's open offer accepted or declined (with the reason). */
export async function settleOffer(
  db: DbOrTx,
  p: { taskId: string; userId: string; at: Date; accepted: boolean; reason?: string | null },
) {
  await db
    .update(taskOffers)
    .set(
      p.accepted
        ? { acceptedAt: p.at, closedAt: p.at, closedReason: 'accepted' }
        : { declinedAt: p.at, declineReason: p.reason ?? null, closedAt: p.at, closedReason: 'declined' },
    )
    .where(and(eq(taskOffers.taskId, p.taskId), eq(taskOffers.userId, p.userId), isNull(taskOffers.closedAt)));
}

/** Drops the assignee rows of a task except one user's (or only the given users'). */
export async function dropAssignees(db: DbOrTx, p: { taskId: string; exceptUserId?: string; onlyUserIds?: string[] }) {
  await db
    .delete(taskAssignees)
    .where(
      and(
        eq(taskAssignees.taskId, p.taskId),
        p.exceptUserId ? ne(taskAssignees.userId, p.exceptUserId) : undefined,
        p.onlyUserIds ? inArray(taskAssignees.userId, p.onlyUserIds) : undefined,
      ),
    );
}

export async function assigneeCount(db: DbOrTx, taskId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, taskId));
  return row?.n ?? 0;
}

/** The rep who holds a taken task (the one assignee of an assigned task), by name. */
export async function takerOf(db: DbOrTx, taskId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(taskOffers)
    .innerJoin(users, eq(users.id, taskOffers.userId))
    .where(and(eq(taskOffers.taskId, taskId), eq(taskOffers.closedReason, 'accepted')))
    .limit(1);
  return row?.name ?? null;
}

/** Whether this rep's offer of the task closed because someone else took it. */
export async function offerTakenFrom(db: DbOrTx, p: { taskId: string; userId: string }) {
  const [row] = await db
    .select({ id: taskOffers.id })
    .from(taskOffers)
    .where(and(eq(taskOffers.taskId, p.taskId), eq(taskOffers.userId, p.userId), eq(taskOffers.closedReason, 'taken')))
    .limit(1);
  return Boolean(row);
}

/** Every offer of a task, first offered first, with the rep's name. */
export async function offersOf(db: DbOrTx, taskId: string) {
  return db
    .select({
      _id: taskOffers.id,
      name: users.name,
      level: taskOffers.level,
      offeredAt: taskOffers.offeredAt,
      declinedAt: taskOffers.declinedAt,
      declineReason: taskOffers.declineReason,
      acceptedAt: taskOffers.acceptedAt,
      closedAt: taskOffers.closedAt,
      closedReason: taskOffers.closedReason,
    })
    .from(taskOffers)
    .innerJoin(users, eq(users.id, taskOffers.userId))
    .where(eq(taskOffers.taskId, taskId))
    .orderBy(asc(taskOffers.offeredAt), asc(users.name));
}

export async function broadcastOf(db: DbOrTx, taskId: string) {
  const [row] = await db.select().from(taskBroadcasts).where(eq(taskBroadcasts.taskId, taskId));
  return row ?? null;
}

/** Open offers held by reps who are now suspended or deleted: (task, user, why). */
export async function staleOffers(db: DbOrTx, p: { taskId?: string; userId?: string }) {
  return db
    .select({
      taskId: taskOffers.taskId,
      userId: taskOffers.userId,
      deleted: users.deleted,
    })
    .from(taskOffers)
    .innerJoin(users, eq(users.id, taskOffers.userId))
    .where(
      and(
        isNull(taskOffers.closedAt),
        sql`(${users.suspended} or ${users.deleted})`,
        p.taskId ? eq(taskOffers.taskId, p.taskId) : undefined,
        p.userId ? eq(taskOffers.userId, p.userId) : undefined,
      ),
    );
}

/** Other tasks this rep holds (assigned or in progress) whose time overlaps [start, end). */
export async function overlappingTasks(db: DbOrTx, p: { userId: string; taskId: string; start: Date; end: Date }) {
  return db
    .select({ id: tasks.id, name: tasks.name, startDate: tasks.startDate, endDate: tasks.endDate })
    .from(tasks)
    .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
    .where(
      and(
        eq(taskAssignees.userId, p.userId),
        ne(tasks.id, p.taskId),
        inArray(tasks.status, ['assigned', 'inprogress']),
        sql`${tasks.startDate} < ${p.end.toISOString()}`,
        sql`${tasks.endDate} > ${p.start.toISOString()}`,
      ),
    )
    .orderBy(asc(tasks.startDate))
    .limit(1);
}
