import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { loadActor } from '../identity/actor';
import { isSessionRevoked, revokedAmong } from '../identity/sessions';
import { liveSessions } from '../identity/users';
import type { SessionTokens } from '../lib/session-token';

export const userRoom = (userId: string) => `user:${userId}`;

export interface Realtime {
  io: Server;
  /** True when events fan out through Redis to the other instances (Redis answered at start). */
  redis: boolean;
  /** Redis as /readyz reports it: null when no REDIS_URL is set. */
  redisStatus(): Promise<'up' | 'down' | null>;
  /**
   * False while a configured Redis is away mid-run: an event still reaches this instance's sockets
   * but not the others', so the outbox retries socket deliveries instead of marking them delivered.
   */
  fanoutReady(): boolean;
  close(): Promise<void>;
}

/** Log a failed Redis call at most this often while Redis is away. */
const WARN_EVERY_MS = 30_000;

/** The calls the Redis adapter makes without handling their failure. */
const ADAPTER_CALLS = ['publish', 'subscribe', 'unsubscribe', 'pSubscribe', 'pUnsubscribe'] as const;

/**
 * A Redis client as the adapter sees it: a call that fails while Redis is away is logged (at
 * most every 30 s) instead of becoming an unhandled rejection. An event still reaches this
 * instance's sockets; other instances miss it until Redis is back.
 */
function tolerant<C extends object>(client: C, log: FastifyBaseLogger): C {
  let lastWarned = 0;
  const warn = (call: string, err: unknown) => {
    if (Date.now() - lastWarned < WARN_EVERY_MS) return;
    lastWarned = Date.now();
    log.warn({ err, call }, 'redis call failed: real-time events reach only this instance');
  };
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const fn = (value as (...a: unknown[]) => unknown).bind(target);
      if (!(ADAPTER_CALLS as readonly (string | symbol)[]).includes(prop)) return fn;
      return (...args: unknown[]) => {
        const result = fn(...args);
        return result instanceof Promise ? result.catch((err: unknown) => warn(String(prop), err)) : result;
      };
    },
  });
}

interface SocketSession {
  session?: { userId: string; sessionVersion: number; sessionId?: string | undefined };
}

/**
 * A socket opened before a password change, a suspension, a deletion or a logout must stop
 * receiving events: each instance checks its own sockets every `everyMs` against the users'
 * session versions and the ended sessions (one query each) and disconnects those that ended.
 */
function checkSessions(io: Server, db: Db, everyMs: number, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      const sockets = await io.local.fetchSockets();
      const ids = [...new Set(sockets.map((s) => (s.data as SocketSession).session?.userId).filter(Boolean))];
      if (ids.length === 0) return;
      const live = await liveSessions(db, ids as string[]);
      const sessionIds = sockets.map((s) => (s.data as SocketSession).session?.sessionId).filter(Boolean);
      const revoked = await revokedAmong(db, sessionIds as string[]);
      for (const s of sockets) {
        const session = (s.data as SocketSession).session;
        if (
          !session ||
          live.get(session.userId) !== session.sessionVersion ||
          (session.sessionId && revoked.has(session.sessionId))
        ) {
          s.disconnect(true);
        }
      }
    })()
      .catch((err: unknown) => log.warn({ err }, 'socket session check failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Socket.IO on the app's HTTP server. A socket authenticates with the session token and joins
 * its user's room. With a Redis URL the Redis adapter carries events between instances; if
 * Redis cannot be reached the app keeps serving (events then reach this instance's sockets).
 */
export async function createRealtime(
  server: HttpServer,
  opts: {
    db: Db;
    tokens: SessionTokens;
    redisUrl?: string | undefined;
    log: FastifyBaseLogger;
    /** How often this instance's sockets are checked against their sessions; 0 turns it off. */
    sessionCheckMs?: number;
  },
): Promise<Realtime> {
  const io = new Server(server, { serveClient: false, cors: { origin: false } });
  const closers: (() => Promise<unknown>)[] = [];
  let redis = false;
  let pubClient: { isReady: boolean; ping(): Promise<unknown> } | null = null;

  if (opts.redisUrl) {
    // Loaded only when Redis is configured, so a start without it does not pay for the modules.
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-adapter'),
    ]);
    const reconnectStrategy = (retries: number) => Math.min(500 * (retries + 1), 5000);
    const pub = createClient({
      url: opts.redisUrl,
      disableOfflineQueue: true,
      socket: { reconnectStrategy, connectTimeout: 3000 },
    });
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (err: unknown) => opts.log.warn({ err }, 'redis connection error'));
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('redis did not answer within 3 s')), 3000);
    });
    try {
      await Promise.race([Promise.all([pub.connect(), sub.connect()]), giveUp]);
      io.adapter(createAdapter(tolerant(pub, opts.log), tolerant(sub, opts.log)));
      redis = true;
      pubClient = pub;
      closers.push(async () => {
        // close() waits for Redis to answer; when it has gone away, let go of the connection instead.
        await Promise.allSettled(
          [pub, sub].map(async (c) => {
            if (!c.isOpen) return;
            if (!c.isReady) return c.destroy();
            let timer: NodeJS.Timeout | undefined;
            const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), 1000)));
            const result = await Promise.race([c.close().then(() => 'closed' as const), late]);
            clearTimeout(timer);
            if (result === 'late' && c.isOpen) c.destroy();
          }),
        );
      });
    } catch (err) {
      opts.log.warn({ err }, 'redis unavailable: real-time events stay on this instance');
      pub.destroy();
      sub.destroy();
    } finally {
      clearTimeout(timer);
    }
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    void (async () => {
      const claims = typeof token === 'string' ? await opts.tokens.verify(token) : null;
      const live = claims && !(await isSessionRevoked(opts.db, claims.jti));
      const actor = claims && live ? await loadActor(opts.db, claims.sub, claims.sv, claims.imp) : null;
      if (!claims || !actor) return next(new Error('unauthorized'));
      (socket.data as SocketSession).session = {
        userId: actor.id,
        sessionVersion: claims.sv,
        sessionId: claims.jti,
      };
      await socket.join(userRoom(actor.id));
      next();
    })().catch((err: unknown) => next(err instanceof Error ? err : new Error('unauthorized')));
  });

  const stopChecks = opts.sessionCheckMs ? checkSessions(io, opts.db, opts.sessionCheckMs, opts.log) : () => {};

  return {
    io,
    redis,
    redisStatus: async () => {
      if (!opts.redisUrl) return null;
      if (!pubClient?.isReady) return 'down';
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'down'>((r) => (timer = setTimeout(() => r('down'), 1000)));
      const answer = pubClient.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const status = await Promise.race([answer, late]);
      clearTimeout(timer);
      return status;
    },
    fanoutReady: () => !pubClient || pubClient.isReady,
    close: async () => {
      stopChecks();
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      for (const c of closers) await c();
    },
  };
}
