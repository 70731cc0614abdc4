// Run by the `tasklist` scenario under tsx: the task list's own statement, without HTTP. Opens the
// bench database through the server's code, runs Northside's admin's default list ("upcoming",
// first page of 10) once through the server's query function to catch its prepared statement
// (name, text, parameters), then times, one call after another for TASKLIST_SECONDS each:
//   - the statement alone: the same named statement on a plain pg connection set up as the
//     server's pool sets its own (generic plans, no JIT);
//   - the query function: the same statement through Drizzle, rows mapped as the list reads them.
// Prints one JSON line.
import { performance } from 'node:perf_hooks';
import { OPEN_STATUSES } from '@casecover/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { listTasks } from '../apps/server/src/modules/task/list-queries.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the tasklist scenario needs DATABASE_URL (the statement is timed on its own connection)');
const seconds = Number(process.env.TASKLIST_SECONDS ?? 10);

// Every statement the server's pool sends goes through Client.prototype.query: keep the list's.
let caught = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  if (config && typeof config === 'object' && String(config.name ?? '').startsWith('cc_tasks_')) {
    caught = { name: config.name, text: config.text, values: config.values ?? rest[0] };
  }
  return query.call(this, config, ...rest);
};

// Two connections: the migration check holds one for its lock while it runs on the other.
const database = await openDatabase({ url, poolSize: 2 });
const [admin] = await database.db
  .select({ accountId: users.accountId })
  .from(users)
  .where(eq(users.email, 'admin@northside.test'));
if (!admin?.accountId) throw new Error('admin@northside.test is not in the bench database');

const filters = () => ({
  scope: { kind: 'account', accountId: admin.accountId, departmentIds: null },
  statuses: [...OPEN_STATUSES],
  upcomingFrom: new Date(),
  companyId: '',
  departmentId: '',
  search: '',
  emergency: '',
  patient: null,
  from: null,
  to: null,
  limit: 10,
  offset: 0,
  countCap: 200,
  searchCompanyIds: [],
});

const first = await listTasks(database.db, filters());
if (!caught) throw new Error('the list statement was not seen on the pool');
const statement = caught;

async function timed(call) {
  const times = [];
  const until = performance.now() + seconds * 1000;
  // A few runs first, not counted: the plan is made and cached on the first.
  for (let i = 0; i < 20; i += 1) await call();
  while (performance.now() < until) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

const client = new pg.Client({ connectionString: url, options: '-c plan_cache_mode=force_generic_plan -c jit=off' });
await client.connect();
const alone = await timed(() => client.query({ name: statement.name, text: statement.text, values: statement.values }));
await client.end();
const viaQueries = await timed(() => listTasks(database.db, filters()));
await database.close();

const pct = (list, p) => list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))];
const summary = (list) => ({ medianMs: pct(list, 50), p95Ms: pct(list, 95), requests: list.length });
console.log(
  JSON.stringify({
    rows: first.rows.length,
    total: first.total,
    statement: statement.name,
    alone: summary(alone),
    viaQueries: summary(viaQueries),
  }),
);
