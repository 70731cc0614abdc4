import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { loadActor } from '../plugins/auth';
import type { SessionTokens } from './session-token';

export const userRoom = (userId: string) => `user:${userId}`;

export interface Realtime {
  io: Server;
  /** True while events fan out through Redis to the other instances. */
  redis: boolean;
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server. A socket authenticates with the session token and joins
 * its user's room. With a Redis URL the Redis adapter carries events between instances; if
 * Redis cannot be reached the app keeps serving (events then reach this instance's sockets).
 */
export async function createRealtime(
  server: HttpServer,
  opts: { db: Db; tokens: SessionTokens; redisUrl?: string | undefined; log: FastifyBaseLogger },
): Promise<Realtime> {
  const io = new Server(server, { serveClient: false, cors: { origin: false } });
  const closers: (() => Promise<unknown>)[] = [];
  let redis = false;

  if (opts.redisUrl) {
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
      io.adapter(createAdapter(pub, sub));
      redis = true;
      closers.push(async () => {
        await Promise.allSettled([pub.close(), sub.close()]);
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
      const actor = claims ? await loadActor(opts.db, claims.sub, claims.sv, claims.imp) : null;
      if (!actor) return next(new Error('unauthorized'));
      await socket.join(userRoom(actor.id));
      next();
    })().catch((err: unknown) => next(err instanceof Error ? err : new Error('unauthorized')));
  });

  return {
    io,
    redis,
    close: async () => {
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      for (const c of closers) await c();
    },
  };
}
