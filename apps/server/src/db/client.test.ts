import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

/**
 * A PostgreSQL restart or failover ends every connection, also those a request holds in the
 * middle of a transaction. That request fails; the process must not. (Only a PostgreSQL server
 * ends connections: this runs against TEST_DATABASE_URL, or the local server.)
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cc_conn_${Date.now()}_${randomBytes(3).toString('hex')}`;
let database: Database;

const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};

beforeAll(async () => {
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ url: url.toString(), poolSize: 2 });
}, 60_000);
afterAll(async () => {
  await database.close().catch(() => {});
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

describe('the PostgreSQL pool when the server ends its connections', () => {
  it('fails the transaction that held one, keeps the process up and serves the next query', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const inTransaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The server ends this connection while the transaction is between two statements.
        await admin((c) =>
          c.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          ),
        );
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(inTransaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
  });
});

describe('the PostgreSQL pool’s sessions', () => {
  it('never compile a query (JIT), which cost a large report more than running it', async () => {
    expect(await database.db.execute(sql`show jit`)).toMatchObject({ rows: [{ jit: 'off' }] });
  });

  it('start no parallel workers, which took longer to start than a report edge took to read', async () => {
    expect(await database.db.execute(sql`show max_parallel_workers_per_gather`)).toMatchObject({
      rows: [{ max_parallel_workers_per_gather: '0' }],
    });
  });
});
