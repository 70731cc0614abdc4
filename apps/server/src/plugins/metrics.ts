import { timingSafeEqual } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client';
import { mailOutbox, notificationOutbox } from '../db/schema';

export interface MetricsSources {
  db: Db;
  /** Connections of the PostgreSQL pool (absent on the embedded database, which has one). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Sockets connected to this instance. */
  socketCount: () => number;
  /** When set, a scrape must bear it: `Authorization: Bearer <token>`. */
  token?: string;
}

/** Undelivered outbox rows (notifications and account emails) and the age of the oldest. */
async function outboxBacklog(db: Db): Promise<{ pending: number; oldestSeconds: number }> {
  const backlog = (table: typeof notificationOutbox | typeof mailOutbox) =>
    db
      .select({
        pending: sql<number>`count(*)::int`,
        oldest: sql<number | null>`extract(epoch from min(${table.createdAt}))::float8`,
      })
      .from(table)
      .where(isNull(table.deliveredAt));
  const [[a], [b]] = await Promise.all([backlog(notificationOutbox), backlog(mailOutbox)]);
  const oldest = [a?.oldest, b?.oldest].filter((v) => v !== null && v !== undefined).map((v) => Number(v) * 1000);
  return {
    pending: Number(a?.pending ?? 0) + Number(b?.pending ?? 0),
    oldestSeconds: oldest.length ? Math.max(0, (Date.now() - Math.min(...oldest)) / 1000) : 0,
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const want = Buffer.from(token);
  return given.length === want.length && timingSafeEqual(given, want);
}

/**
 * Prometheus text at `/metrics`: request latency per route, outbox depth and the age of its oldest
 * row, sockets, database pool use, rate-limit hits, and the process's own figures. Each instance
 * reports its own; the outbox figures are the shared table's.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'casecover_' });
  const latency = new Histogram({
    name: 'casecover_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'casecover_rate_limit_hits_total',
    help: 'Requests refused with 429 by a rate limit, by route.',
    labelNames: ['route'],
    registers: [registry],
  });
  // Each gauge reads what it shows: a scrape collects every metric at once, not one after another.
  new Gauge({
    name: 'casecover_outbox_pending',
    help: 'Outbox rows (notification deliveries and account emails) not yet delivered.',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(sources.db)).pending);
    },
  });
  new Gauge({
    name: 'casecover_outbox_oldest_age_seconds',
    help: 'Age of the oldest undelivered outbox row (0 when none).',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(sources.db)).oldestSeconds);
    },
  });
  new Gauge({
    name: 'casecover_sockets',
    help: 'Real-time sockets connected to this instance.',
    registers: [registry],
    collect() {
      this.set(sources.socketCount());
    },
  });
  new Gauge({
    name: 'casecover_db_pool_connections',
    help: 'PostgreSQL pool connections of this instance, by state (total, idle, waiting clients).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (`/api/task/:id`), never the raw URL: ids would make every request a series.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      latency.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) rateLimited.inc({ route });
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (sources.token && !bearerMatches(request.headers.authorization, sources.token)) {
      return reply.status(401).send({ status: 401, msg: 'A metrics token is required.' });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
