import rateLimit from '@fastify/rate-limit';
import { MSG } from '@casecover/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RedisClientType } from 'redis';
import { AppError } from '../lib/app-error';
import { memoryCounter, redisCounter, type RateCounter } from '../lib/rate-counter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Also limit by the account named in the body's `email`, whatever address the calls come from. */
    accountRateLimit?: { max: number; windowMs: number };
  }
}

/** @fastify/rate-limit's store contract, backed by a RateCounter. */
function storeClass(counter: RateCounter) {
  return class CounterStore {
    private readonly route: string;
    constructor(options?: unknown) {
      this.route = typeof options === 'string' ? options : 'global';
    }
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
      counter.hit(`${this.route}:${key}`, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    // The plugin hands its merged route settings in, with the route under `routeInfo`.
    child(settings: object) {
      const route = (settings as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new CounterStore(`${String(route?.method)}${String(route?.url)}`);
    }
  };
}

async function connectRedis(url: string, log: FastifyInstance['log']): Promise<RedisClientType | null> {
  // Loaded only when Redis is configured: most starts (the embedded setup) never need the client.
  const { createClient } = await import('redis');
  const client: RedisClientType = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries: number) => Math.min(500 * (retries + 1), 5000), connectTimeout: 3000 },
  });
  client.on('error', (err: unknown) => log.warn({ err }, 'rate-limit redis connection error'));
  // connect() keeps retrying an unreachable server; give up after 3 s and count in memory.
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis did not answer within 3 s')), 3000);
  });
  try {
    await Promise.race([client.connect(), giveUp]);
    return client;
  } catch (err) {
    log.warn({ err }, 'redis unavailable: rate limits are counted per instance');
    client.destroy();
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Rate limits: per client address on each limited route (the address is the socket's unless
 * TRUST_PROXY names the proxies in front), plus per account where a route asks for it. With
 * Redis the counts are shared by every instance; if Redis fails mid-run a request is let
 * through rather than refused (the captcha and the per-instance socket limits still stand).
 */
export async function registerRateLimits(app: FastifyInstance, opts: { redisUrl?: string; prefix: string }) {
  const client = opts.redisUrl ? await connectRedis(opts.redisUrl, app.log) : null;
  const counter = client ? redisCounter(client, opts.prefix) : memoryCounter();
  app.addHook('onClose', () => counter.close());
  await app.register(rateLimit, { global: false, store: storeClass(counter), skipOnError: true });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    const limit = request.routeOptions.config.accountRateLimit;
    if (!limit) return;
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string' || email.trim() === '') return;
    const key = `account:${request.routeOptions.url ?? ''}:${email.trim().toLowerCase()}`;
    const { count } = await counter.hit(key, limit.windowMs).catch(() => ({ count: 0 }));
    if (count > limit.max) throw new AppError(429, 'RATE_LIMITED', MSG.rateLimited);
  });
}
