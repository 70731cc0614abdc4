#!/usr/bin/env node
// Migration drift check: runs `drizzle-kit generate` against a scratch copy of the committed
// migrations. When the Drizzle schema and apps/server/drizzle agree it writes nothing; when it
// would write a new migration the schema changed without one, and this fails with its SQL.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const committed = path.join(server, 'drizzle');
const scratch = await mkdtemp(path.join(os.tmpdir(), 'cc-drizzle-'));
const bin = path.join(root, 'node_modules/.bin/drizzle-kit');

try {
  await cp(committed, scratch, { recursive: true });
  const before = new Set(await readdir(scratch));
  const run = spawnSync(
    bin,
    [
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema/index.ts',
      `--out=${scratch}`,
      '--casing=snake_case',
      '--name=drift',
    ],
    { cwd: server, encoding: 'utf8' },
  );
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    console.error('db:check: drizzle-kit generate failed.');
    process.exit(1);
  }
  const added = (await readdir(scratch)).filter((f) => !before.has(f) && f.endsWith('.sql'));
  if (added.length) {
    console.error('db:check: the Drizzle schema and apps/server/drizzle disagree. A new migration would be:');
    for (const f of added) console.error(`--- ${f}\n${await readFile(path.join(scratch, f), 'utf8')}`);
    console.error('Run `npm run db:generate` and commit the migration with the schema change.');
    process.exit(1);
  }
  console.log('db:check: the schema and the committed migrations agree.');
} finally {
  await rm(scratch, { recursive: true, force: true });
}
