#!/usr/bin/env node
// `npm start`: builds the web app and the server only when a source is newer than its build
// (or `--build` is given), then runs the server in this process's place. A restart on an
// unchanged checkout goes straight to the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** The newest modification time under `p` (a file or a directory), skipping builds and installs. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(p, entry)));
  }
  return latest;
}

const sources = [
  'package-lock.json',
  'packages/shared',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/web',
].map((p) => path.join(root, p));
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((p) => path.join(root, p));

const built = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
const stale = process.argv.includes('--build') || built === 0 || Math.max(...sources.map(newest)) > built;
if (stale) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('start: the build is current; starting it (npm start -- --build rebuilds anyway)');
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
