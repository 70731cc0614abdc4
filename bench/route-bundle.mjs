/**
 * The JavaScript a route of the built web app loads before it can draw: the entry of
 * index.html, the route's own chunk, and every chunk they import statically (dynamic imports,
 * which load later, are left out), with their gzip sizes. Reads apps/web/dist.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

async function closure(assets, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const name = queue.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    const text = await readFile(path.join(assets, name), 'utf8');
    for (const m of text.matchAll(STATIC_IMPORT)) queue.push(path.basename(m[1]));
  }
  return seen;
}

/** `route` names the route's chunk (e.g. 'login' for assets/login-<hash>.js). */
export async function routeBundle(webDist, route) {
  const assets = path.join(webDist, 'assets');
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const files = await readdir(assets);
  const own = files.find((f) => new RegExp(`^${route}-[\\w-]{8}\\.js$`).test(f));
  if (!entry || !own) throw new Error(`no entry or no ${route} chunk in ${assets}: build the web app first`);
  const chunks = [];
  for (const name of await closure(assets, [entry, own])) {
    const body = await readFile(path.join(assets, name));
    chunks.push({ name, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { chunks, gzip: chunks.reduce((n, c) => n + c.gzip, 0), bytes: chunks.reduce((n, c) => n + c.bytes, 0) };
}

/** `--scenario bundle`: the sign-in and registration pages; a row each with its gzip total. */
export async function bundleScenario(h) {
  const rows = [];
  for (const route of ['login', 'register']) {
    const { chunks, gzip, bytes } = await routeBundle(path.join(h.root, 'apps/web/dist'), route);
    rows.push({
      name: `${route} page JS`,
      medianMs: null,
      p95Ms: null,
      reqPerSec: null,
      errors: 0,
      note: `${(gzip / 1024).toFixed(1)} kB gzip, ${(bytes / 1024).toFixed(1)} kB raw, ${chunks.length} files`,
    });
  }
  rows.engine = 'apps/web/dist';
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const route = process.argv[2] ?? 'login';
  const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/web/dist');
  const { chunks, gzip, bytes } = await routeBundle(dist, route);
  for (const c of chunks) console.log(`${(c.gzip / 1024).toFixed(1).padStart(7)} kB  ${c.name}`);
  console.log(
    `${route}: ${(gzip / 1024).toFixed(1)} kB gzip (${(bytes / 1024).toFixed(1)} kB raw) in ${chunks.length} files`,
  );
}
