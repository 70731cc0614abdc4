import { createHash } from 'node:crypto';
import { MSG, TASK_STATUS_LABELS, type TaskStatus } from '@casecover/shared';
import type { AppContext } from '../../context';
import { actorFromRow, type Actor } from '../../identity/actor';
import { findActorRow } from '../../identity/users';
import { badRequest } from '../../lib/app-error';
import { hashLinkToken, newLinkToken } from '../../lib/single-use-token';
import { taskScope } from '../../scope/task-scope';
import { icsCalendar, type IcsEvent } from './ics';
import * as q from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed's window: a month back, half a year ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
/** A bound on one feed's size (a Super Admin's feed would otherwise hold every hospital's tasks). */
export const FEED_MAX_EVENTS = 5000;
const REFRESH_MINUTES = 15;

/** A token as it appears in the address: 32 random bytes, base64url. */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export const feedUrl = (ctx: AppContext, token: string) => `${ctx.publicUrl.replace(/\/$/, '')}/ical/${token}.ics`;

export async function feedStatus(ctx: AppContext, actor: Actor) {
  const feed = await q.feedOf(ctx.db, actor.id);
  return {
    active: feed !== null,
    createdAt: feed?.createdAt.toISOString() ?? null,
    lastUsedAt: feed?.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new secret address for the caller; an earlier one stops answering at once. */
export async function createFeed(ctx: AppContext, actor: Actor) {
  // A Super Admin who switched into someone's session must not leave a lasting key to that user's tasks.
  if (actor.impersonatorId) throw badRequest(MSG.calendarFeed.notWhileSwitched);
  const { token, hash } = newLinkToken();
  const row = await q.replaceFeed(ctx.db, { userId: actor.id, tokenHash: hash, now: new Date() });
  return { url: feedUrl(ctx, token), createdAt: row.createdAt.toISOString() };
}

/** Revoking twice (or with no feed) is not an error: the address is gone either way. */
export async function revokeFeed(ctx: AppContext, actor: Actor) {
  await q.deleteFeed(ctx.db, actor.id);
}

const ICS_STATUS: Record<TaskStatus, IcsEvent['status']> = {
  unassigned: 'TENTATIVE',
  pending: 'TENTATIVE',
  assigned: 'CONFIRMED',
  inprogress: 'CONFIRMED',
  completed: 'CONFIRMED',
  uncovered: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/**
 * One task as an event. Patient fields are never written: a feed address is a bearer secret that
 * calendar services (Google, Outlook) fetch and keep, so it carries only what any viewer of the
 * task's calendar tile sees.
 */
export function taskEvent(t: q.FeedTask, appUrl: string): IcsEvent {
  const status = TASK_STATUS_LABELS[t.status];
  const where = t.locationName
    ? [t.locationName, t.locationAddress].filter(Boolean).join(', ')
    : `${t.departmentName}, ${t.accountName}`;
  const description = [
    `Status: ${status}`,
    `Company: ${t.companyName}`,
    `Rep: ${t.repName ?? 'None yet'}`,
    `Department: ${t.departmentName}`,
    `Hospital: ${t.accountName}`,
    ...(t.isEmergency ? ['Emergency'] : []),
    ...(t.description.trim() ? ['', t.description.trim()] : []),
    '',
    `${appUrl}/task/${t.id}`,
  ].join('\n');
  return {
    uid: `${t.id}@casecover`,
    stamp: t.updatedAt,
    sequence: t.sequence,
    start: t.startDate,
    end: t.endDate,
    status: ICS_STATUS[t.status],
    summary: `${t.isEmergency ? 'Emergency: ' : ''}${t.name} \u2013 ${t.departmentName} (${status})`,
    location: where,
    description,
    url: `${appUrl}/task/${t.id}`,
    transparent: t.status === 'cancelled',
  };
}

/** The live user behind a feed address, or null: unknown or revoked secret, suspended or deleted user. */
async function feedActor(ctx: AppContext, fileName: string) {
  const token = TOKEN_FILE.exec(fileName)?.[1];
  if (!token) return null;
  const feed = await q.feedOwner(ctx.db, hashLinkToken(token));
  if (!feed) return null;
  const row = await findActorRow(ctx.db, feed.userId);
  const actor = row ? actorFromRow(row, row.sessionVersion) : null;
  return actor ? { actor, feedId: feed.id } : null;
}

/** The calendar behind `<token>.ics` with its ETag, or null (answered 404). */
export async function feedCalendar(ctx: AppContext, fileName: string, now: Date = new Date()) {
  const owner = await feedActor(ctx, fileName);
  if (!owner) return null;
  const rows = await q.feedTasks(ctx.db, {
    scope: taskScope(owner.actor),
    from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
    to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
    limit: FEED_MAX_EVENTS,
  });
  await q.touchFeed(ctx.db, { id: owner.feedId, now });
  const appUrl = ctx.publicUrl.replace(/\/$/, '');
  const body = icsCalendar({
    name: `CaseCover \u2013 ${owner.actor.name}`,
    refreshMinutes: REFRESH_MINUTES,
    events: rows.map((t) => taskEvent(t, appUrl)),
  });
  // The body holds no clock reading (DTSTAMP is the task's last change), so equal bodies mean equal tags.
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return { body, etag };
}

/** Whether an If-None-Match header names this tag (or any, with `*`); weak tags compare equal too. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
