import { ACCOUNT_WIDE_ROLES, type NotificationType } from '@casecover/shared';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Param } from '../../db/client';
import { withFastRows } from '../../db/fast-rows';
import { currentRequestId } from '../../lib/request-context';
import {
  notificationOutbox,
  notificationSettings,
  notifications,
  taskAssignees,
  tasks,
  userDepartments,
  users,
} from '../../db/schema/index';

/** Who should hear about a task: its hospital side and the vendor side responsible for it. */
export async function taskAudience(db: DbOrTx, taskId: string) {
  return db
    .select({ id: users.id })
    .from(tasks)
    .innerJoin(users, audienceWhere(ownerOfTask, tasks.id))
    .where(eq(tasks.id, taskId));
}

/** Where a task is, by ids (a task not yet booked) or by the columns of the task being read. */
export interface AudienceOwner {
  accountId: Param | AnyPgColumn;
  departmentId: Param | AnyPgColumn;
  companyId: Param | AnyPgColumn;
  divisionId: Param | AnyPgColumn | null;
}

const ownerOfTask: AudienceOwner = {
  accountId: tasks.accountId,
  departmentId: tasks.departmentId,
  companyId: tasks.companyId,
  divisionId: tasks.divisionId,
};

/**
 * The people who hear about a task that belongs there: the hospital's account-wide users and the
 * department's schedulers; the company's admins, the division's managers and, for an existing
 * task (`taskId`), the reps on it.
 */
function audienceWhere(task: AudienceOwner, taskId: string | AnyPgColumn | null) {
  const active = and(eq(users.approved, true), eq(users.suspended, false), eq(users.deleted, false));
  const hospital = and(
    eq(users.accountId, task.accountId),
    or(
      inArray(users.role, [...ACCOUNT_WIDE_ROLES]),
      and(
        eq(users.role, 'scheduler'),
        inArray(
          users.id,
          sql`(select ${userDepartments.userId} from ${userDepartments} where ${userDepartments.departmentId} = ${task.departmentId})`,
        ),
      ),
    ),
  );
  const vendor = and(
    eq(users.companyId, task.companyId),
    or(
      eq(users.role, 'company_admin'),
      task.divisionId ? and(eq(users.role, 'division_manager'), eq(users.unitId, task.divisionId)) : sql`false`,
      taskId
        ? inArray(
            users.id,
            sql`(select ${taskAssignees.userId} from ${taskAssignees} where ${taskAssignees.taskId} = ${taskId})`,
          )
        : sql`false`,
    ),
  );
  return and(active, or(hospital, vendor));
}

/**
 * The audience with each person's notification settings, in one statement: a row per person and
 * setting, `settings` null for one who has none. Of a task not yet booked (no rep on it) when
 * given where it will be; of the task `taskId` otherwise, read from the task itself.
 */
export async function audienceWithSettings(db: DbOrTx, of: { owner: AudienceOwner } | { taskId: string }) {
  if ('owner' in of) return newTaskAudienceQuery(db, of.owner);
  return db
    .select(audienceColumns)
    .from(tasks)
    .innerJoin(users, audienceWhere(ownerOfTask, tasks.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(tasks.id, of.taskId));
}

const audienceColumns = { id: users.id, settings: notificationSettings };

/** The statement of `audienceWithSettings` for a task not yet booked: run it, or join it to others. */
export function newTaskAudienceQuery(db: DbOrTx, owner: AudienceOwner) {
  return db
    .select(audienceColumns)
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(audienceWhere(owner, null));
}

/** A row of an audience with settings (a person and one of his settings, or none). */
export type AudienceRow = Awaited<ReturnType<typeof audienceWithSettings>>[number];

export async function settingsOf(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return [];
  return db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
}

/**
 * One event's notification rows and their deliveries (a socket event for those who see it in
 * the app, an email for those who get it by email), in one statement: the change that causes
 * them holds its locks one round trip less.
 */
/** One notice about a task, and who gets it on which channels. */
export interface Notice {
  type: NotificationType;
  title: string;
  description: string;
  showPopup: boolean;
  recipients: { userId: string; inApp: boolean; email: boolean }[];
}

/**
 * The common table expressions that write `notice` about the task `taskId` (a value, or a
 * subquery of the same statement): a notification row per recipient and a delivery per channel.
 * It writes nothing when there is no recipient.
 */
export function noticeWrites(taskId: SQL, notice: Notice): SQL {
  const array = (values: unknown[]) => sql.param(values);
  return sql`
    notice_wanted as (
      select * from unnest(
        ${array(notice.recipients.map((r) => r.userId))}::uuid[],
        ${array(notice.recipients.map((r) => r.inApp))}::boolean[],
        ${array(notice.recipients.map((r) => r.email))}::boolean[]
      ) as w(user_id, in_app, email)
    ),
    notice_added as (
      insert into ${notifications} (user_id, task_id, type, title, description, show_popup, in_app)
      select w.user_id, ${taskId}, ${notice.type}::notification_type, ${notice.title}::text,
             ${notice.description}::text, ${notice.showPopup}::boolean, w.in_app
      from notice_wanted w
      returning id, user_id
    ),
    notice_delivered as (
      insert into ${notificationOutbox} (notification_id, channel, request_id)
      select a.id, c.channel::delivery_channel, ${currentRequestId()}::text
      from notice_added a
      join notice_wanted w on w.user_id = a.user_id
      cross join lateral (select 'socket' where w.in_app union all select 'email' where w.email) as c(channel)
      on conflict do nothing
    )`;
}

export async function insertNotificationsWithDeliveries(db: DbOrTx, p: Notice & { taskId: string }): Promise<void> {
  if (!p.recipients.length) return;
  await db.execute(sql`with ${noticeWrites(sql`${p.taskId}::uuid`, p)} select 1`);
}

/** The hot reads of the bell and the list, prepared by name once per database (planned once per connection). */
function prepareReads(db: Db) {
  const userId = sql.placeholder('userId');
  const mine = and(eq(notifications.userId, userId), eq(notifications.inApp, true));
  // The page with the user's total and unread counts (one pass over his rows), in one statement:
  // one row per notification of the page, or one row without a notification when it is empty.
  const counted = db
    .select({
      total: count().as('total'),
      unread: sql<number>`count(*) filter (where ${notifications.read} = false)`.mapWith(Number).as('unread'),
    })
    .from(notifications)
    .where(mine)
    .as('counted');
  const page = db
    .select({
      _id: notifications.id,
      title: notifications.title,
      description: notifications.description,
      read: notifications.read,
      refId: notifications.taskId,
      type: notifications.type,
      showPopup: notifications.showPopup,
      createdAt: notifications.createdAt,
      taskTimeZone: tasks.timeZone,
    })
    .from(notifications)
    .innerJoin(tasks, eq(tasks.id, notifications.taskId))
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return {
    list: withFastRows(
      db
        .select({
          total: counted.total,
          unread: counted.unread,
          _id: page._id,
          title: page.title,
          description: page.description,
          read: page.read,
          refId: page.refId,
          type: page.type,
          showPopup: page.showPopup,
          createdAt: page.createdAt,
          taskTimeZone: page.taskTimeZone,
        })
        .from(counted)
        .leftJoin(page, sql`true`)
        .orderBy(desc(page.createdAt), desc(page._id))
        .prepare('cc_notifications_list'),
    ),
    unread: withFastRows(
      db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine, eq(notifications.read, false)))
        .prepare('cc_notifications_unread'),
    ),
  };
}

const preparedReads = new WeakMap<Db, ReturnType<typeof prepareReads>>();

function reads(db: Db) {
  let r = preparedReads.get(db);
  if (!r) {
    r = prepareReads(db);
    preparedReads.set(db, r);
  }
  return r;
}

/** A page of the user's notifications, newest first, with his total and unread counts. */
export async function listNotifications(db: Db, p: { userId: string; limit: number; offset: number }) {
  const found = await reads(db).list.execute(p);
  const first = found[0];
  return {
    total: first?.total ?? 0,
    unread: first?.unread ?? 0,
    // A row with a notification has all of its columns; the one row of an empty page has none.
    rows: found.flatMap(({ total: _total, unread: _unread, ...r }) =>
      r._id === null ? [] : [r as { [K in keyof typeof r]: NonNullable<(typeof r)[K]> }],
    ),
  };
}

export async function unreadCount(db: Db, userId: string) {
  const [row] = await reads(db).unread.execute({ userId });
  return row?.n ?? 0;
}

/** The unread count of each of these users (those with none are absent). */
export async function unreadCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.inApp, true), eq(notifications.read, false)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Marks all of the user's notifications read, or clears them; answers how many changed. */
export async function markAll(db: DbOrTx, p: { userId: string; type: 'read' | 'clear' }): Promise<number> {
  const rows =
    p.type === 'read'
      ? await db
          .update(notifications)
          .set({ read: true })
          .where(and(eq(notifications.userId, p.userId), eq(notifications.inApp, true), eq(notifications.read, false)))
          .returning({ id: notifications.id })
      : await db
          .delete(notifications)
          .where(and(eq(notifications.userId, p.userId), eq(notifications.inApp, true)))
          .returning({ id: notifications.id });
  return rows.length;
}

/** Changes one of the user's own notifications; false when it is not his. */
export async function markOne(db: DbOrTx, p: { userId: string; id: string; type: 'read' | 'unread' | 'clear' }) {
  const mine = and(eq(notifications.id, p.id), eq(notifications.userId, p.userId), eq(notifications.inApp, true));
  const rows =
    p.type === 'clear'
      ? await db.delete(notifications).where(mine).returning({ id: notifications.id })
      : await db
          .update(notifications)
          .set({ read: p.type === 'read' })
          .where(mine)
          .returning({ id: notifications.id });
  return rows.length === 1;
}

export async function upsertSetting(
  db: DbOrTx,
  p: { userId: string; name: string; notification?: boolean; email?: boolean },
) {
  const set: { notification?: boolean; email?: boolean } = {};
  if (p.notification !== undefined) set.notification = p.notification;
  if (p.email !== undefined) set.email = p.email;
  await db
    .insert(notificationSettings)
    .values({ userId: p.userId, name: p.name, notification: p.notification ?? true, email: p.email ?? true })
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.name], set });
}
