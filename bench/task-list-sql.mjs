// `npm run bench -- --scenario tasklist`: after the HTTP entries, the task list's statement alone
// (bench/task-list-sql-run.mjs under tsx, on the bench database), so the two can be compared.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function taskListStatement(env) {
  if (!env.databaseUrl) throw new Error('the tasklist scenario needs DATABASE_URL (a PostgreSQL server)');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(env.root, 'bench/task-list-sql-run.mjs')], {
      cwd: env.root,
      env: { ...process.env, DATABASE_URL: env.databaseUrl, TASKLIST_SECONDS: String(env.duration) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`task list statement run failed (exit ${code}): ${out.slice(-500)}`));
        return;
      }
      const r = JSON.parse(line);
      const row = (name, m, note) => ({ name, ...m, reqPerSec: null, errors: 0, note });
      resolve([
        row(
          'taskList statement alone (pg)',
          r.alone,
          `${r.statement}, ${r.rows} rows, total ${r.total}; one connection`,
        ),
        row('taskList through the query function', r.viaQueries, 'the same statement through Drizzle, rows mapped'),
      ]);
    });
  });
}
