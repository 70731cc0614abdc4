import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { LANES, MAIL_CONCURRENCY, deliverDue, type Lane } from '../modules/notifications/outbox';
import { userRoom } from '../plugins/realtime';

/** One lane's passes, run one after another: `tail` is the last one queued. */
interface LaneQueue {
  tail: Promise<number>;
  queued: boolean;
}

/**
 * Schedules deliveries of the notification outbox (the notifications module delivers): a pass of
 * each lane every `intervalMs` and one soon after each change that kicks it. A lane's passes run
 * one after another in this process, the two lanes side by side, so socket events go out while
 * emails are being sent; several instances can run side by side because rows are claimed with a
 * lease.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private readonly lanes = new Map<Lane, LaneQueue>(LANES.map((l) => [l, { tail: Promise.resolve(0), queued: false }]));
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly io: Server,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly opts: {
      intervalMs: number;
      publicUrl: string;
      leaseSeconds?: number;
      /** False while events cannot reach the other instances (Redis away). */
      fanoutReady?: () => boolean;
    },
  ) {
    // Every send in flight (up to MAIL_CONCURRENCY a lane) listens for the shutdown.
    setMaxListeners(4 * MAIL_CONCURRENCY, this.stopping.signal);
  }

  start() {
    if (this.opts.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Shutdown: stops polling and claiming, and ends the passes under way at once, handing the rows
   * they hold back (lease released) so another instance sends them; answers once that is done.
   */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await this.idle();
  }

  /** Deliver soon (after a change committed). Kicks while a lane's pass waits to start fold into it. */
  kick() {
    if (this.stopping.signal.aborted) return;
    for (const [lane, queue] of this.lanes) {
      if (queue.queued) continue;
      queue.queued = true;
      void this.enqueue(lane, queue);
    }
  }

  /** Resolves once every pass queued so far has ended. */
  async idle(): Promise<void> {
    await Promise.all([...this.lanes.values()].map((q) => q.tail));
  }

  /** A full pass of each lane that starts after this call; answers how many deliveries succeeded. */
  async runOnce(): Promise<number> {
    const done = await Promise.all([...this.lanes].map(([lane, queue]) => this.enqueue(lane, queue)));
    return done.reduce((a, b) => a + b, 0);
  }

  private enqueue(lane: Lane, queue: LaneQueue): Promise<number> {
    const next = queue.tail.then(() => {
      queue.queued = false;
      return this.pass(lane);
    });
    queue.tail = next.catch(() => 0);
    return next;
  }

  private pass(lane: Lane): Promise<number> {
    return deliverDue(
      {
        db: this.db,
        emitToUser: (userId, event, payload) => this.io.to(userRoom(userId)).emit(event, payload),
        fanoutReady: this.opts.fanoutReady,
        mailer: this.mailer,
        log: this.log,
        publicUrl: this.opts.publicUrl,
        leaseSeconds: this.opts.leaseSeconds,
        signal: this.stopping.signal,
      },
      lane,
    );
  }
}
