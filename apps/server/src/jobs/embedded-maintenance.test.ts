import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../test/helpers';
import type { AppContext } from '../context';
import { rowsOf, type Database } from '../db/client';
import { maintainEmbedded } from './embedded-maintenance';
import { repeatJob } from './repeat';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function tasksStats() {
  const result = await database.db.execute(sql`select s.last_vacuum, s.last_analyze, c.reltuples::float8 as reltuples,
      (select count(*)::int from tasks) as tasks
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'tasks'`);
  const [row] = rowsOf<{ last_vacuum: unknown; last_analyze: unknown; reltuples: number; tasks: number }>(result);
  if (!row) throw new Error('no statistics row for tasks');
  return row;
}

describe('the embedded database’s maintenance', () => {
  it('vacuums and analyzes the embedded database, so the planner knows the tables’ sizes', async () => {
    if (database.engine !== 'pglite') return;
    const before = await tasksStats();
    expect(before.last_analyze).toBeNull();
    await maintainEmbedded(database);
    const after = await tasksStats();
    expect(after.last_vacuum).not.toBeNull();
    expect(after.last_analyze).not.toBeNull();
    expect(after.reltuples).toBe(after.tasks);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    if (database.engine !== 'postgres') return;
    const before = await tasksStats();
    await maintainEmbedded(database);
    expect((await tasksStats()).last_vacuum).toEqual(before.last_vacuum);
  });

  it('runs first after one interval when asked not to start at once, then every interval', async () => {
    vi.useFakeTimers();
    const job = vi.fn(async () => {});
    const ctx = { log: { error: vi.fn() } } as unknown as AppContext;
    const stop = repeatJob(ctx, { intervalSeconds: 60, what: 'test job', job, startNow: false });
    expect(job).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(job).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(job).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(job).toHaveBeenCalledTimes(2);
  });
});
