import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { repeatJob } from './repeat';

/**
 * The embedded engine has no autovacuum: without this, the rows every task write leaves dead in
 * the report facts tables would pile up, and the planner would never learn how large the tables
 * have grown (nor would the plans that connections keep be remade). `VACUUM (ANALYZE)` of the
 * whole database does what autovacuum does on PostgreSQL. Queries wait while it runs.
 */
export async function maintainEmbedded(database: Database): Promise<void> {
  if (!database.pglite) return;
  await database.pglite.exec('vacuum (analyze)');
}

/**
 * Every `hours` (first after one interval, not at start), the embedded database's maintenance;
 * nothing on PostgreSQL.
 */
export function startEmbeddedMaintenance(ctx: AppContext, database: Database, hours: number): () => void {
  if (!database.pglite) return () => {};
  return repeatJob(ctx, {
    intervalSeconds: Math.round(hours * 3600),
    startNow: false,
    what: 'embedded database maintenance',
    job: async () => {
      const started = Date.now();
      await maintainEmbedded(database);
      ctx.log.info({ ms: Date.now() - started }, 'embedded database vacuumed and analyzed');
    },
  });
}
