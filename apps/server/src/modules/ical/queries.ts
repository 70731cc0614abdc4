import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  calendarFeeds,
  companies,
  departments,
  locations,
  taskAssignees,
  taskHistory,
  tasks,
  users,
} from '../../db/schema/index';
import { scopeCondition, type TaskScope } from '../../scope/task-scope';

/** The user's feed, if he has one. */
export async function feedOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** Creates the user's feed or gives it a new secret (the old address stops answering). */
export async function replaceFeed(db: DbOrTx, p: { userId: string; tokenHash: string; now: Date }) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: p.userId, tokenHash: p.tokenHash, createdAt: p.now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: p.tokenHash, createdAt: p.now, lastUsedAt: null },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('calendar feed upsert returned nothing');
  return row;
}

export async function deleteFeed(db: DbOrTx, userId: string) {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** The owner of a feed secret, or null for an unknown (or revoked) one. */
export async function feedOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: calendarFeeds.id, userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** Notes a read, at most once a minute per feed so a busy subscriber does not write on every poll. */
export async function touchFeed(db: DbOrTx, p: { id: string; now: Date }) {
  const minuteAgo = new Date(p.now.getTime() - 60_000);
  await db
    .update(calendarFeeds)
    .set({ lastUsedAt: p.now })
    .where(
      and(eq(calendarFeeds.id, p.id), or(isNull(calendarFeeds.lastUsedAt), lt(calendarFeeds.lastUsedAt, minuteAgo))),
    );
}

/**
 * The tasks of a scope that overlap the window, soonest first, with what an event shows.
 * `sequence` counts the task's recorded changes (every edit and status move writes history), so
 * it grows with each one.
 */
export async function feedTasks(db: DbOrTx, p: { scope: TaskScope; from: Date; to: Date; limit: number }) {
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      description: tasks.description,
      status: tasks.status,
      isEmergency: tasks.isEmergency,
      startDate: tasks.startDate,
      endDate: tasks.endDate,
      updatedAt: tasks.updatedAt,
      companyName: companies.name,
      departmentName: departments.name,
      accountName: accounts.name,
      locationName: locations.name,
      locationAddress: locations.formattedAddress,
      repName: sql<
        string | null
      >`(select ${users.name} from ${taskAssignees} join ${users} on ${users.id} = ${taskAssignees.userId} where ${taskAssignees.taskId} = ${tasks.id} order by ${taskAssignees.createdAt} limit 1)`,
      sequence:
        sql<number>`(select count(*) from ${taskHistory} where ${taskHistory.taskId} = ${tasks.id} and ${taskHistory.action} <> 'created')`.mapWith(
          Number,
        ),
    })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .innerJoin(accounts, eq(accounts.id, tasks.accountId))
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .where(and(scopeCondition(p.scope), gte(tasks.endDate, p.from), lte(tasks.startDate, p.to)))
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(p.limit);
}
export type FeedTask = Awaited<ReturnType<typeof feedTasks>>[number];
