import { and, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currentRequestId } from '../../lib/request-context';
import { mailOutbox, notificationOutbox, notifications, tasks, users } from '../../db/schema/index';

// The outbox: claiming due deliveries and account emails, marking them sent or failed.

/** How long a claim keeps other dispatchers off a delivery. */
export const LEASE_SECONDS = 60;

/** Claims due deliveries of one channel for this instance (a lease, so a crash only delays them). */
export async function claimDue(db: DbOrTx, p: { limit: number; channel: 'socket' | 'email'; leaseSeconds?: number }) {
  const { limit, channel, leaseSeconds = LEASE_SECONDS } = p;
  const claimed = await db
    .update(notificationOutbox)
    .set({
      attempts: sql`${notificationOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      inArray(
        notificationOutbox.id,
        sql`(select id from ${notificationOutbox} where ${notificationOutbox.deliveredAt} is null and ${notificationOutbox.channel} = ${channel} and ${notificationOutbox.nextAttemptAt} <= now() order by ${notificationOutbox.nextAttemptAt} limit ${limit} for update skip locked)`,
      ),
    )
    .returning({
      id: notificationOutbox.id,
      notificationId: notificationOutbox.notificationId,
      channel: notificationOutbox.channel,
      attempts: notificationOutbox.attempts,
      requestId: notificationOutbox.requestId,
    });
  if (!claimed.length) return [];
  const details = await db
    .select({
      notificationId: notifications.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      timezone: users.timezone,
      type: notifications.type,
      title: notifications.title,
      description: notifications.description,
      showPopup: notifications.showPopup,
      inApp: notifications.inApp,
      taskId: tasks.id,
      taskTimeZone: tasks.timeZone,
      startDate: tasks.startDate,
      endDate: tasks.endDate,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(tasks, eq(tasks.id, notifications.taskId))
    .where(
      inArray(
        notifications.id,
        claimed.map((c) => c.notificationId),
      ),
    );
  const byId = new Map(details.map((d) => [d.notificationId, d]));
  return claimed.flatMap((c) => {
    const d = byId.get(c.notificationId);
    return d ? [{ ...c, ...d }] : [];
  });
}

/** Hands claimed, undelivered rows back as due now, without counting the claim as an attempt. */
export async function releaseClaims(db: DbOrTx, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(notificationOutbox)
    .set({ attempts: sql`greatest(${notificationOutbox.attempts} - 1, 0)`, nextAttemptAt: sql`now()` })
    .where(and(inArray(notificationOutbox.id, ids), isNull(notificationOutbox.deliveredAt)));
}

/** Delivered, in one statement per batch. */
export async function markDelivered(db: DbOrTx, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(notificationOutbox)
    .set({ deliveredAt: new Date(), lastError: null })
    .where(inArray(notificationOutbox.id, ids));
}

export async function markFailed(db: DbOrTx, p: { id: string; retryAt: Date; error: string }) {
  await db
    .update(notificationOutbox)
    .set({ nextAttemptAt: p.retryAt, lastError: p.error.slice(0, 500) })
    .where(and(eq(notificationOutbox.id, p.id), isNull(notificationOutbox.deliveredAt)));
}

export async function pendingDeliveries(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(notificationOutbox).where(isNull(notificationOutbox.deliveredAt));
  return row?.n ?? 0;
}

// ---- account emails (the same lease and back-off as notifications) ----

export async function insertMail(
  db: DbOrTx,
  p: { userId: string; to: string; subject: string; body: string; expiresAt: Date },
) {
  await db.insert(mailOutbox).values({ ...p, requestId: currentRequestId() });
}

/** Claims due account emails whose link is still live. */
export async function claimDueMail(db: DbOrTx, limit: number, leaseSeconds = LEASE_SECONDS) {
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      inArray(
        mailOutbox.id,
        sql`(select id from ${mailOutbox} where ${mailOutbox.deliveredAt} is null and ${mailOutbox.nextAttemptAt} <= now() and ${mailOutbox.expiresAt} > now() order by ${mailOutbox.nextAttemptAt} limit ${limit} for update skip locked)`,
      ),
    )
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      attempts: mailOutbox.attempts,
    });
}

export async function releaseMailClaims(db: DbOrTx, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(mailOutbox)
    .set({ attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`, nextAttemptAt: sql`now()` })
    .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.deliveredAt)));
}

/** Sent: the body (a live link) is no longer needed in the database. One statement per batch. */
export async function markMailDelivered(db: DbOrTx, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(mailOutbox)
    .set({ deliveredAt: new Date(), body: null, lastError: null })
    .where(inArray(mailOutbox.id, ids));
}

export async function markMailFailed(db: DbOrTx, p: { id: string; retryAt: Date; error: string }) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: p.retryAt, lastError: p.error.slice(0, 500) })
    .where(and(eq(mailOutbox.id, p.id), isNull(mailOutbox.deliveredAt)));
}

/** A row never outlives the link it carries. */
export async function deleteExpiredMail(db: DbOrTx) {
  await db.delete(mailOutbox).where(lte(mailOutbox.expiresAt, new Date()));
}

/** Unsent account emails of a user whose links were all voided (a new password was set). */
export async function dropPendingMailOf(db: DbOrTx, userId: string) {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.userId, userId), isNull(mailOutbox.deliveredAt)));
}

export async function pendingMail(db: DbOrTx) {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.deliveredAt), gt(mailOutbox.expiresAt, new Date())));
  return row?.n ?? 0;
}
