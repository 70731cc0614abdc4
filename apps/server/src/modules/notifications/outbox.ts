import { fillInstantMarks, firstValidTimeZone, socketEvents } from '@casecover/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import * as oq from './outbox-queries';
import * as q from './queries';

type Delivery = Awaited<ReturnType<typeof oq.claimDue>>[number];
type Mail = Awaited<ReturnType<typeof oq.claimDueMail>>[number];

/** Seconds to wait before the next try: 2, 4, 8 … up to 5 minutes. */
export const backoffSeconds = (attempts: number) => Math.min(2 ** attempts, 300);

/** Rows claimed per batch: claimed, counted and marked delivered in one statement each. */
const BATCH = 200;

/** Emails of a batch in flight at once (the SMTP transport pools its connections). */
export const MAIL_CONCURRENCY = 16;

/**
 * A batch is sent only during the first quarter of its lease; the rest is handed back. With the
 * SMTP timeouts of the mailer (at most 40 s for one message) a send that starts inside that
 * window ends inside the 60 s lease, so no other instance claims a message while it is being sent.
 */
const SEND_WINDOW_SHARE = 0.25;

/** What delivering needs from the outside: the database, a way to reach a user's sockets, the mailer. */
export interface OutboxDeps {
  db: Db;
  /** Sends a socket event to every connection of one user. */
  emitToUser: (userId: string, event: string, payload: object) => void;
  /** False while emitted events cannot reach other instances; such socket deliveries are retried. */
  fanoutReady?: (() => boolean) | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  leaseSeconds?: number;
  /** Aborted on shutdown: no new batch is claimed and the rows in hand are handed back at once. */
  signal?: AbortSignal;
}

/**
 * The outbox's two lanes, each drained one pass at a time and both side by side: `events` (the
 * socket events people wait for in the app) and `mail` (account emails, then notification
 * emails). A socket event never waits behind an email: a slow or unreachable mail server, or a
 * backlog of emails under load, delays only the emails.
 */
export type Lane = 'events' | 'mail';
export const LANES: readonly Lane[] = ['events', 'mail'];

/**
 * One pass over a lane of the outbox. Due rows are claimed in batches with a lease (FOR UPDATE
 * SKIP LOCKED); a batch of socket events needs one unread-count query, emails go out several at a
 * time, and a batch's successes are marked in one statement; a failure is retried later with
 * back-off. A batch that outlasts its send window hands its unsent rows back instead of letting
 * their lease run out mid-send, which would let a second instance send them again. Answers how
 * many succeeded.
 */
export async function deliverDue(deps: OutboxDeps, lane: Lane): Promise<number> {
  let delivered = 0;
  try {
    const lease = deps.leaseSeconds ?? oq.LEASE_SECONDS;
    const notices = (channel: 'socket' | 'email', prepare: RowKind<Delivery>['prepare']): RowKind<Delivery> => ({
      claim: () => deps.db.transaction((tx) => oq.claimDue(tx, { limit: BATCH, leaseSeconds: lease, channel })),
      prepare,
      markDelivered: (ids) => oq.markDelivered(deps.db, ids),
      release: (ids) => oq.releaseClaims(deps.db, ids),
    });
    if (lane === 'events') {
      delivered += await drain(
        deps,
        notices('socket', (rows) => eventSender(deps, rows)),
      );
      return delivered;
    }
    await oq.deleteExpiredMail(deps.db);
    delivered += await drain(deps, {
      claim: () => deps.db.transaction((tx) => oq.claimDueMail(tx, BATCH, lease)),
      prepare: () => Promise.resolve((m: Mail) => deliverMail(deps, m)),
      markDelivered: (ids) => oq.markMailDelivered(deps.db, ids),
      release: (ids) => oq.releaseMailClaims(deps.db, ids),
    });
    delivered += await drain(
      deps,
      notices('email', () => Promise.resolve((d: Delivery) => deliverEmail(deps, d))),
    );
  } catch (err) {
    deps.log.error({ err, lane }, 'outbox pass failed');
  }
  return delivered;
}

interface RowKind<R extends { id: string }> {
  claim: () => Promise<R[]>;
  /** What a batch needs once (the unread counts); answers the sender of one row (true: delivered). */
  prepare: (rows: R[]) => Promise<(row: R) => Promise<boolean>>;
  markDelivered: (ids: string[]) => Promise<void>;
  release: (ids: string[]) => Promise<void>;
}

/** Claims and sends batches of one kind of row until none is due. */
async function drain<R extends { id: string }>(deps: OutboxDeps, kind: RowKind<R>): Promise<number> {
  const window = (deps.leaseSeconds ?? oq.LEASE_SECONDS) * 1000 * SEND_WINDOW_SHARE;
  let delivered = 0;
  while (!deps.signal?.aborted) {
    const claimedAt = Date.now();
    const due = await kind.claim();
    if (!due.length) break;
    const send = await kind.prepare(due);
    const done: string[] = [];
    const settled = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        if (Date.now() - claimedAt > window || deps.signal?.aborted) return;
        const row = due[next++] as R;
        // A send the shutdown interrupts (a hung mail server) is handed back with the rest; it may
        // still complete, so the message can arrive twice, with the same Message-ID.
        const sent = await untilAborted(send(row), deps.signal);
        if (sent === ABORTED) return;
        settled.add(row.id);
        if (sent) done.push(row.id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(MAIL_CONCURRENCY, due.length) }, worker));
    await kind.markDelivered(done);
    delivered += done.length;
    const unsent = due.filter((r) => !settled.has(r.id)).map((r) => r.id);
    if (unsent.length) await kind.release(unsent);
    if (due.length < BATCH && !unsent.length) break;
  }
  return delivered;
}
const ABORTED = Symbol('aborted');

/** The promise's value, or ABORTED as soon as the signal fires. */
function untilAborted<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T | typeof ABORTED> {
  if (!signal) return p;
  if (signal.aborted) return Promise.resolve(ABORTED);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function deliverMail(deps: OutboxDeps, m: Mail): Promise<boolean> {
  try {
    // A claimed row always has its body: it is cleared only once delivered.
    await deps.mailer.send({ to: m.to, subject: m.subject, text: m.body ?? '', messageId: `<${m.id}@casecover>` });
    return true;
  } catch (err) {
    const retryAt = new Date(Date.now() + backoffSeconds(m.attempts) * 1000);
    deps.log.warn({ err, mailId: m.id, attempts: m.attempts }, 'account email failed; will retry');
    await oq
      .markMailFailed(deps.db, { id: m.id, retryAt, error: err instanceof Error ? err.message : String(err) })
      .catch(() => {});
    return false;
  }
}

/** The sender of a batch of socket events: the unread counts of its users, read once. */
async function eventSender(deps: OutboxDeps, rows: Delivery[]) {
  const counts = await q.unreadCounts(deps.db, [...new Set(rows.map((r) => r.userId))]);
  return (d: Delivery) => deliverEvent(deps, d, counts.get(d.userId) ?? 0);
}

async function deliverEvent(deps: OutboxDeps, d: Delivery, count: number): Promise<boolean> {
  try {
    const requestId = d.requestId;
    deps.emitToUser(d.userId, socketEvents.count(d.email), { count, notificationId: d.notificationId, requestId });
    if (d.showPopup) {
      deps.emitToUser(d.userId, socketEvents.taskAssigned(d.email), {
        notificationId: d.notificationId,
        taskId: d.taskId,
        title: d.title,
        startDate: d.startDate.toISOString(),
        endDate: d.endDate.toISOString(),
        requestId,
        type: d.type,
      });
    }
    // The emit reached this instance's sockets; those on other instances are reached again on a
    // retry once Redis is back (the count is idempotent, the browser shows a popup once).
    if (deps.fanoutReady && !deps.fanoutReady()) throw new Error('redis unavailable: event not fanned out');
    return true;
  } catch (err) {
    return failed(deps, d, err);
  }
}

async function deliverEmail(deps: OutboxDeps, d: Delivery): Promise<boolean> {
  try {
    const link = `${deps.publicUrl}/task/${d.taskId}`;
    // Times in the recipient's chosen zone, else the task's; labelled either way.
    const description = fillInstantMarks(d.description, firstValidTimeZone(d.timezone) ?? d.taskTimeZone);
    await deps.mailer.send({
      to: d.email,
      subject: d.title,
      link,
      messageId: `<${d.notificationId}@casecover>`,
      text: `Hello ${d.name},\n\n${description}\n\nOpen the task: ${link}\n\nYou can change which emails you receive under Manage Settings > Notifications.\n`,
    });
    return true;
  } catch (err) {
    return failed(deps, d, err);
  }
}

/** A delivery that failed is tried again later, after a back-off that grows with its attempts. */
async function failed(deps: OutboxDeps, d: Delivery, err: unknown): Promise<false> {
  const retryAt = new Date(Date.now() + backoffSeconds(d.attempts) * 1000);
  deps.log.warn({ err, outboxId: d.id, channel: d.channel, attempts: d.attempts }, 'delivery failed; will retry');
  await oq
    .markFailed(deps.db, { id: d.id, retryAt, error: err instanceof Error ? err.message : String(err) })
    .catch(() => {});
  return false;
}
