import {
  MSG,
  NOTIFICATION_SETTING_NAMES,
  fillInstantMarks,
  firstValidTimeZone,
  type getNotificationsInputSchema,
  type NotificationSettingName,
  type NotificationSettings,
  type NotificationType,
} from '@casecover/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../identity/actor';
import * as oq from './outbox-queries';
import * as q from './queries';

const hasSetting = (type: NotificationType): type is NotificationSettingName =>
  (NOTIFICATION_SETTING_NAMES as readonly string[]).includes(type);

/** In-app and email switches for one user and kind: the kind's own entry, under the master "all". */
function channelsFor(settings: { name: string; notification: boolean; email: boolean }[], type: NotificationType) {
  const all = settings.find((s) => s.name === 'all');
  const own = hasSetting(type) ? settings.find((s) => s.name === type) : undefined;
  const inApp = (all?.notification ?? true) && (own?.notification ?? true);
  // Status changes without a setting of their own stay in-app; an offer to a rep is also emailed.
  const emailDefault = hasSetting(type) || type === 'task_assigned';
  const email = emailDefault && (all?.email ?? true) && (own?.email ?? true);
  return { inApp, email };
}

export interface TaskEvent {
  taskId: string;
  type: NotificationType;
  title: string;
  description: string;
  /** The person who caused it; he is not told about his own change. */
  actorId: string | null;
  /** Only these users (e.g. the rep a task is offered to) instead of the task's whole audience. */
  onlyUserIds?: string[];
  /** The audience read beforehand (`newTaskAudience`), so the change's transaction does not read it. */
  audience?: Audience;
  popup?: boolean;
}

/** Who hears about a task, with their notification settings. */
export interface Audience {
  userIds: string[];
  settings: Awaited<ReturnType<typeof q.settingsOf>>;
}

/**
 * The audience of a task about to be booked there (no rep on it yet), with their settings: read
 * before the task's insert, so the rows the insert locks are held for less.
 */
export async function newTaskAudience(db: DbOrTx, owner: q.AudienceOwner): Promise<Audience> {
  return audienceOf(await q.audienceWithSettings(db, { owner }));
}

/**
 * `newTaskAudience` as a statement to join into a booking's one (given placeholders); its rows
 * make the audience with `audienceOf`.
 */
export const newTaskAudienceQuery = q.newTaskAudienceQuery;

export function audienceOf(rows: q.AudienceRow[]): Audience {
  return {
    userIds: [...new Set(rows.map((r) => r.id))],
    settings: rows.flatMap((r) => (r.settings ? [r.settings] : [])),
  };
}

/**
 * Writes the notification rows and their deliveries. Call inside the transaction of the change,
 * so both commit or neither does.
 */
export async function notify(tx: DbOrTx, e: TaskEvent): Promise<number> {
  // The task's audience comes with its settings in one statement; a chosen few's are read for them.
  const audience =
    e.audience ?? (e.onlyUserIds ? null : audienceOf(await q.audienceWithSettings(tx, { taskId: e.taskId })));
  const recipients = [...new Set(audience?.userIds ?? e.onlyUserIds ?? [])].filter((id) => id !== e.actorId);
  if (!recipients.length) return 0;
  const settings = audience?.settings ?? (await q.settingsOf(tx, recipients));
  const notice = noticeTo(recipients, settings, e);
  await q.insertNotificationsWithDeliveries(tx, { ...notice, taskId: e.taskId });
  return notice.recipients.length;
}

/**
 * The notice of a task about to be booked, to the audience read beforehand (`newTaskAudience`),
 * for the booking's own statement to write (`noticeWrites`): reads nothing.
 */
export function newTaskNotice(e: Omit<TaskEvent, 'taskId' | 'onlyUserIds' | 'audience'>, audience: Audience): q.Notice {
  const recipients = [...new Set(audience.userIds)].filter((id) => id !== e.actorId);
  return noticeTo(recipients, audience.settings, e);
}

/** Who of `recipients` gets the notice of `e`, and on which channels, by their settings. */
function noticeTo(
  recipients: string[],
  settings: Audience['settings'],
  e: Pick<TaskEvent, 'type' | 'title' | 'description' | 'popup'>,
): q.Notice {
  const plans = recipients.map((userId) => ({
    userId,
    ...channelsFor(
      settings.filter((s) => s.userId === userId),
      e.type,
    ),
  }));
  return {
    type: e.type,
    title: e.title,
    description: e.description,
    showPopup: Boolean(e.popup),
    recipients: plans.filter((p) => p.inApp || p.email),
  };
}

/**
 * Queues an account email (welcome, invitation, reset). Call inside the transaction of the change
 * that causes it, then kick the notifier once it commits; the outbox sends it with retries.
 * `expiresAt` is when the link in it stops working: the row is not kept, nor sent, past that.
 */
export async function queueAccountMail(
  tx: DbOrTx,
  p: { userId: string; to: string; subject: string; body: string; expiresAt: Date },
) {
  await oq.insertMail(tx, p);
}

/** Drops a user's unsent account emails (their links were voided). */
export async function dropPendingAccountMail(tx: DbOrTx, userId: string) {
  await oq.dropPendingMailOf(tx, userId);
}

export async function list(ctx: AppContext, actor: Actor, input: z.output<typeof getNotificationsInputSchema>) {
  const { total, unread, rows } = await q.listNotifications(ctx.db, {
    userId: actor.id,
    limit: input.pagesize,
    offset: (input.nextpage - 1) * input.pagesize,
  });
  // The zone the reader's screen shows (the call's timeZone), else the one he chose, else the task's.
  const zone = firstValidTimeZone(input.timeZone, actor.timezone);
  return {
    data: rows.map(({ taskTimeZone, ...r }) => ({
      ...r,
      description: fillInstantMarks(r.description, zone ?? taskTimeZone),
      createdAt: r.createdAt.toISOString(),
      showEvent: true,
    })),
    count: unread,
    pagination: { currentPage: input.nextpage, endPage: Math.max(1, Math.ceil(total / input.pagesize)) },
  };
}

/** Answers how many notifications changed and the unread count after the change. */
export async function editAll(ctx: AppContext, actor: Actor, type: 'read' | 'clear') {
  const changed = await q.markAll(ctx.db, { userId: actor.id, type });
  return { changed, count: await q.unreadCount(ctx.db, actor.id) };
}

export async function editOne(ctx: AppContext, actor: Actor, p: { id: string; type: 'read' | 'unread' | 'clear' }) {
  if (!z.uuid().safeParse(p.id).success || !(await q.markOne(ctx.db, { userId: actor.id, ...p }))) {
    throw notFound(MSG.notifications.notFound);
  }
  return q.unreadCount(ctx.db, actor.id);
}

export async function settings(ctx: AppContext, actor: Actor): Promise<NotificationSettings> {
  const rows = await q.settingsOf(ctx.db, [actor.id]);
  const entry = (name: string) => {
    const row = rows.find((r) => r.name === name);
    return { name, notification: row?.notification ?? true, email: row?.email ?? true };
  };
  return { allNotification: [entry('all')], task: NOTIFICATION_SETTING_NAMES.map(entry) };
}

export async function updateSetting(
  ctx: AppContext,
  actor: Actor,
  p: { name: string; notification?: boolean | undefined; email?: boolean | undefined },
) {
  await q.upsertSetting(ctx.db, { userId: actor.id, ...p });
  return settings(ctx, actor);
}

/** The users told of a task's changes (its hospital side, its company's admin and managers, its reps). */
export async function taskAudienceIds(db: DbOrTx, taskId: string): Promise<string[]> {
  return (await q.taskAudience(db, taskId)).map((u) => u.id);
}
