import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type Placeholder } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries take either the database or a transaction. */
export type DbOrTx = Db | Tx;
/**
 * A value of a query that can also be built as a piece of a larger prepared statement: then it is
 * a placeholder, filled when the statement runs.
 */
export type Param = string | Placeholder;

export interface Database {
  db: Db;
  /**
   * The handle of background work (the notification outbox): on PostgreSQL a pool of its own, so
   * that its statements do not queue behind the requests' when every request connection is busy;
   * the embedded engine's one connection otherwise.
   */
  jobsDb: Db;
  /** The embedded engine's handle (tests dump and reload it); absent on PostgreSQL. */
  pglite?: PGlite;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections (absent on the embedded engine). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Subscribes to a NOTIFY channel. `onState(true)` once listening, `onState(false)` whenever
   * messages may have been missed (the listening connection dropped; it reconnects by itself).
   * Answers a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The NOTIFY channel of identity changes (migration 0008): `u:<user id>` when a user row or his
 * departments change, `s:<session id>` when a session is revoked, `*` when hospital, company or
 * department rows change.
 */
export const IDENTITY_CHANNEL = 'cc_identity';

/** A statement that changes a table the identity triggers watch. */
const IDENTITY_WRITE =
  /^\s*(?:update|delete\s+from|insert\s+into)\s+"(?:users|user_departments|revoked_sessions|accounts|companies|departments)"/i;

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded engine is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A prepared PGlite data directory dump to start from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
}

/** Connections of the background work's pool (the outbox runs one pass at a time). */
const JOBS_POOL_SIZE = 2;

/** Where the generated migrations are: beside the sources in dev, copied next to the bundle in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'dist' ? path.join(here, 'drizzle') : path.resolve(here, '../../drizzle');
}

/** Key of the session advisory lock that serialises migrations across instances ("casecover" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6361736563;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so that when several instances
 * start together one migrates and the others wait, then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

/** The rows of a raw `execute`: node-postgres answers `{ rows }`, PGlite's driver an array. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/**
 * Runs `run` in a transaction whose statements are planned for their values. The pool plans
 * generically (see openDatabase), and a generic plan cannot tell a search word found in one task
 * name of twelve (read the list's order, stop at the page) from one found in none (read the
 * trigram index): at a million tasks it chose one plan for both, 140 and 230–470 ms. Three
 * round trips more than a prepared statement, for the calls that need it.
 */
export function withCustomPlans<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return run(tx);
  });
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    // Named (prepared) statements keep one generic plan per connection. PostgreSQL's default
    // replans a statement whenever a LIMIT or OFFSET parameter makes the generic plan look
    // dearer than a custom one (the task list: 2.4 ms planning for a 0.25 ms run). This holds
    // for unnamed statements too: one whose best plan depends on its values (a text search)
    // runs under `withCustomPlans`. No JIT: a report over a million tasks is
    // costed high enough to compile its expressions, which took 180 ms of a query that runs in
    // tens of milliseconds; every statement here is short. No parallel workers, for the same
    // reason: a generic plan of a report's edge (one account's few hours of tasks, estimated at
    // 700 rows at a million tasks) gathered from a worker that took 5 ms to start, for 0.2 ms of
    // work; and the requests running beside it need the cores more.
    const identity = new IdentityEcho();
    const openPool = (max: number) => {
      const pool = new pg.Pool({
        connectionString: opts.url,
        max,
        options: '-c plan_cache_mode=force_generic_plan -c jit=off -c max_parallel_workers_per_gather=0',
      });
      // A connection the server ends (restart, failover) must not crash the process. An idle one
      // is reported on the pool and replaced on the next query; one a request holds (mid-
      // transaction) reports on its client: that request's next statement fails, and the pool
      // drops the connection when it is released.
      pool.on('error', () => {});
      pool.on('connect', (client) => {
        client.on('error', () => {});
        echoIdentityWrites(client, (rolledBack) => identity.committed(rolledBack));
      });
      return pool;
    };
    const pool = openPool(opts.poolSize ?? 10);
    const jobsPool = openPool(JOBS_POOL_SIZE);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    await migrateOnce(pool, () => migratePg(db, { migrationsFolder: migrationsFolder() }));
    return {
      db: db as unknown as Db,
      jobsDb: drizzlePg(jobsPool, { schema, casing: 'snake_case' }) as unknown as Db,
      engine: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      listen: async (channel, onMessage, onState) => {
        if (channel !== IDENTITY_CHANNEL) return listenPg(opts.url as string, channel, onMessage, onState);
        return identity.listen((message, state) => listenPg(opts.url as string, channel, message, state), {
          onMessage,
          onState,
        });
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await Promise.all([pool.end(), jobsPool.end()]);
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    jobsDb: db as unknown as Db,
    pglite: client,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // One process holds the embedded database: its notifications arrive before the writing query answers.
    listen: async (channel, onMessage, onState) => {
      const unlisten = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** How long a committed identity write waits for its own notification before answering. */
const ECHO_WAIT_MS = 200;

/**
 * This instance's side of the identity channel on PostgreSQL. Its own identity writes drop its
 * cache as soon as they commit, and the writing call then waits (at most ECHO_WAIT_MS) until its
 * listening connection has received the notification: PostgreSQL signals every listener at the
 * commit, so by the time the answer leaves, the other instances have been told as well.
 */
class IdentityEcho {
  private readonly listeners = new Set<(payload: string) => void>();
  private readonly waiters = new Set<() => void>();
  private listening = false;

  committed(rolledBack: boolean): Promise<void> | null {
    this.listeners.forEach((l) => l('*'));
    if (rolledBack || !this.listening) return null;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ECHO_WAIT_MS);
      this.waiters.add(done);
    });
  }

  async listen(
    connect: (
      onMessage: (payload: string) => void,
      onState: (listening: boolean) => void,
    ) => Promise<() => Promise<void>>,
    own: { onMessage: (payload: string) => void; onState: (listening: boolean) => void },
  ): Promise<() => Promise<void>> {
    this.listeners.add(own.onMessage);
    const stop = await connect(
      (payload) => {
        own.onMessage(payload);
        [...this.waiters].forEach((w) => w());
      },
      (state) => {
        this.listening = state;
        own.onState(state);
      },
    );
    return async () => {
      this.listeners.delete(own.onMessage);
      await stop();
    };
  }
}

/**
 * Calls `committed` once a statement on this connection that changes an identity table is
 * committed (at once outside a transaction, else when the transaction ends; a rollback calls
 * it too, which only drops cached values); the statement answers once what it returns settles.
 */
function echoIdentityWrites(client: pg.PoolClient, committed: (rolledBack: boolean) => Promise<void> | null) {
  let dirty = false;
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const after = (text: string | undefined): Promise<void> | null => {
    if (text && IDENTITY_WRITE.test(text)) dirty = true;
    if (!dirty || client.getTransactionStatus() !== 'I') return null;
    dirty = false;
    return committed(/^\s*rollback/i.test(text ?? ''));
  };
  client.query = ((...args: unknown[]) => {
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    const callback = args[args.length - 1];
    // pool.query (drizzle outside a transaction) calls with a callback; a transaction awaits a promise.
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        const answer = () => (callback as (...r: unknown[]) => void)(...results);
        const wait = after(text);
        if (wait) void wait.then(answer);
        else answer();
      };
      return original(...args);
    }
    const result = original(...args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      async (value: unknown) => {
        await after(text);
        return value;
      },
      async (err: unknown) => {
        await after(text);
        throw err;
      },
    );
  }) as typeof client.query;
}

/** LISTEN on a connection of its own, reconnecting (1 s, doubling to 30 s) whenever it drops. */
async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = 1_000;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    const lost = () => {
      if (current !== client) return;
      current = null;
      onState(false);
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (!stopped) {
        retryTimer = setTimeout(() => void connect(), delay);
        retryTimer.unref();
        delay = Math.min(delay * 2, 30_000);
      }
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (m) => {
      if (m.channel === channel) onMessage(m.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (stopped || current !== client) return;
      delay = 1_000;
      onState(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = null;
    onState(false);
    if (client) await client.end().catch(() => {});
  };
}
