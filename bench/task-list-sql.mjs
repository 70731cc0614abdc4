// `npm run bench -- --scenario tasklist`: after the HTTP entries, the task list's statement alone
// (bench/task-list-sql-run.mjs under tsx, on the bench database), so the two can be compared.
import { runSourceScript } from './source-run.mjs';

export async function taskListStatement(env) {
  if (!env.databaseUrl) throw new Error('the tasklist scenario needs DATABASE_URL (a PostgreSQL server)');
  const r = await runSourceScript(
    env.root,
    'bench/task-list-sql-run.mjs',
    { DATABASE_URL: env.databaseUrl, TASKLIST_SECONDS: String(env.duration) },
    'task list statement run',
  );
  const row = (name, m, note) => ({ name, ...m, reqPerSec: null, errors: 0, note });
  return [
    row('taskList statement alone (pg)', r.alone, `${r.statement}, ${r.rows} rows, total ${r.total}; one connection`),
    row('taskList through the query function', r.viaQueries, 'the same statement through Drizzle, rows mapped'),
  ];
}
