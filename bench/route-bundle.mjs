/**
 * The JavaScript a page of the built web app loads before it can draw: the entry of index.html,
 * the chunks the entry imports for that page, and every chunk they import statically (dynamic
 * imports, which load later, are left out), with their gzip sizes. Reads apps/web/dist.
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

/**
 * What the entry (apps/web/src/main.tsx) loads for each page: with no session stored it draws the
 * sign-in page itself; any other address loads the app's chunk, and the router the page's chunk.
 */
export const PAGE_CHUNKS = { login: [], register: ['app', 'register'] };

/** `chunkNames` name the chunks loaded after the entry (e.g. 'register' for assets/register-<hash>.js). */
export async function routeBundle(webDist, chunkNames) {
  const assets = path.join(webDist, 'assets');
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry in ${webDist}/index.html: build the web app first`);
  const files = await readdir(assets);
  const own = chunkNames.map((chunk) => {
    const file = files.find((f) => new RegExp(`^${chunk}-[\\w-]{8}\\.js$`).test(f));
    if (!file) throw new Error(`no ${chunk} chunk in ${assets}: build the web app first`);
    return file;
  });
  const chunks = [];
  for (const name of await closure(assets, [entry, ...own])) {
    const body = await readFile(path.join(assets, name));
    chunks.push({ name, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { chunks, gzip: chunks.reduce((n, c) => n + c.gzip, 0), bytes: chunks.reduce((n, c) => n + c.bytes, 0) };
}

/** `--scenario bundle`: the sign-in and registration pages; a row each with its gzip total. */
export async function bundleScenario(h) {
  const rows = [];
  for (const [route, chunkNames] of Object.entries(PAGE_CHUNKS)) {
    const { chunks, gzip, bytes } = await routeBundle(path.join(h.root, 'apps/web/dist'), chunkNames);
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
  const { chunks, gzip, bytes } = await routeBundle(dist, PAGE_CHUNKS[route] ?? [route]);
  for (const c of chunks) console.log(`${(c.gzip / 1024).toFixed(1).padStart(7)} kB  ${c.name}`);
  console.log(
    `${route}: ${(gzip / 1024).toFixed(1)} kB gzip (${(bytes / 1024).toFixed(1)} kB raw) in ${chunks.length} files`,
  );
}
