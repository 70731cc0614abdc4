import { socketEvents } from '@casecover/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Db } from '../db/client';
import { userRoom } from '../lib/realtime';
import type { Mailer } from '../lib/mailer';
import * as q from '../modules/notifications/queries';

type Delivery = Awaited<ReturnType<typeof q.claimDue>>[number];

/** Seconds to wait before the next try: 2, 4, 8 … up to 5 minutes. */
export const backoffSeconds = (attempts: number) => Math.min(2 ** attempts, 300);

/** Rows claimed per batch. */
const BATCH = 50;

/**
 * A batch is sent only during the first quarter of its lease; the rest is handed back. With the
 * SMTP timeouts of the mailer (at most 40 s for one message) a send that starts inside that
 * window ends inside the 60 s lease, so no other instance claims a message while it is being sent.
 */
const SEND_WINDOW_SHARE = 0.25;

/**
 * Delivers the notification outbox: socket events and emails, at least once, with retries and
 * back-off. Rows are claimed with a lease (FOR UPDATE SKIP LOCKED), so several instances can
 * run it side by side and a crash only delays a delivery; a batch that outlasts its send window
 * hands its unsent rows back instead of letting their lease run out mid-send, which would let a
 * second instance send them again.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | null = null;
  /** Passes run one after another; `tail` is the last one queued. */
  private tail: Promise<number> = Promise.resolve(0);
  private queued = false;

  constructor(
    private readonly db: Db,
    private readonly io: Server,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { intervalMs: number; publicUrl: string; leaseSeconds?: number },
  ) {}

  start() {
    if (this.opts.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and waits for the pass under way, so the database can close cleanly. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.tail;
  }

  /** Deliver soon (after a change committed). Kicks while a pass waits to start fold into it. */
  kick() {
    if (this.queued) return;
    this.queued = true;
    void this.enqueue();
  }

  /** A full pass that starts after this call; answers how many deliveries succeeded. */
  runOnce(): Promise<number> {
    return this.enqueue();
  }

  private enqueue(): Promise<number> {
    const next = this.tail.then(() => {
      this.queued = false;
      return this.pass();
    });
    this.tail = next.catch(() => 0);
    return next;
  }

  private async pass(): Promise<number> {
    let delivered = 0;
    try {
      const lease = this.opts.leaseSeconds ?? q.LEASE_SECONDS;
      const window = lease * 1000 * SEND_WINDOW_SHARE;
      for (;;) {
        const claimedAt = Date.now();
        const due = await this.db.transaction((tx) => q.claimDue(tx, BATCH, lease));
        if (!due.length) break;
        let handedBack = false;
        for (const [i, d] of due.entries()) {
          if (Date.now() - claimedAt > window) {
            await q.releaseClaims(
              this.db,
              due.slice(i).map((r) => r.id),
            );
            handedBack = true;
            break;
          }
          if (await this.deliver(d)) delivered += 1;
        }
        if (due.length < BATCH && !handedBack) break;
      }
    } catch (err) {
      this.log.error({ err }, 'outbox pass failed');
    }
    return delivered;
  }

  private async deliver(d: Delivery): Promise<boolean> {
    try {
      if (d.channel === 'socket') {
        const count = await q.unreadCount(this.db, d.userId);
        const room = this.io.to(userRoom(d.userId));
        room.emit(socketEvents.count(d.email), { count, notificationId: d.notificationId });
        if (d.showPopup) {
          room.emit(socketEvents.taskAssigned(d.email), {
            notificationId: d.notificationId,
            taskId: d.taskId,
            title: d.title,
            startDate: d.startDate.toISOString(),
            endDate: d.endDate.toISOString(),
          });
        }
      } else {
        const link = `${this.opts.publicUrl}/task/${d.taskId}`;
        await this.mailer.send({
          to: d.email,
          subject: d.title,
          link,
          messageId: `<${d.notificationId}@casecover>`,
          text: `Hello ${d.name},\n\n${d.description}\n\nOpen the task: ${link}\n\nYou can change which emails you receive under Manage Settings > Notifications.\n`,
        });
      }
      await q.markDelivered(this.db, d.id);
      return true;
    } catch (err) {
      const retryAt = new Date(Date.now() + backoffSeconds(d.attempts) * 1000);
      this.log.warn({ err, outboxId: d.id, channel: d.channel, attempts: d.attempts }, 'delivery failed; will retry');
      await q
        .markFailed(this.db, { id: d.id, retryAt, error: err instanceof Error ? err.message : String(err) })
        .catch(() => {});
      return false;
    }
  }
}
