import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { deliverDue } from '../modules/notifications/outbox';
import { userRoom } from '../plugins/realtime';

/**
 * Schedules deliveries of the notification outbox (the notifications module delivers): a pass
 * every `intervalMs` and one soon after each change that kicks it. Passes run one after another
 * in this process; several instances can run side by side because rows are claimed with a lease.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | null = null;
  /** Passes run one after another; `tail` is the last one queued. */
  private tail: Promise<number> = Promise.resolve(0);
  private queued = false;
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
  ) {}

  start() {
    if (this.opts.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Shutdown: stops polling and claiming, and ends the pass under way at once, handing the rows it
   * holds back (lease released) so another instance sends them; answers once that is done.
   */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await this.tail;
  }

  /** Deliver soon (after a change committed). Kicks while a pass waits to start fold into it. */
  kick() {
    if (this.queued || this.stopping.signal.aborted) return;
    this.queued = true;
    void this.enqueue();
  }

  /** Resolves once every pass queued so far has ended. */
  async idle(): Promise<void> {
    await this.tail;
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

  private pass(): Promise<number> {
    return deliverDue({
      db: this.db,
      emitToUser: (userId, event, payload) => this.io.to(userRoom(userId)).emit(event, payload),
      fanoutReady: this.opts.fanoutReady,
      mailer: this.mailer,
      log: this.log,
      publicUrl: this.opts.publicUrl,
      leaseSeconds: this.opts.leaseSeconds,
      signal: this.stopping.signal,
    });
  }
}
