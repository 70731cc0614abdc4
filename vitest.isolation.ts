import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * An app's test files (under `dir/src`), split in two. `isolated`: those that replace a module
 * (`vi.mock`, `vi.doMock`), and those that say `vitest: isolate` in a comment (they install
 * process-wide instrumentation, or draw ECharts into jsdom); each runs in a module graph of its
 * own. `shared`: the rest, which share their worker's loaded modules with the files before them
 * (`isolate: false`), so the app is not imported again for every file (the server's suite took a
 * third less time, the web's almost half).
 *
 * Paths are relative to `dir`, as a project's `include` and `exclude` read them.
 */
export function testFilesByIsolation(dir: string): { isolated: string[]; shared: string[] } {
  const src = path.join(dir, 'src');
  const isolated: string[] = [];
  const shared: string[] = [];
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(src, file), 'utf8');
    const relative = path.posix.join('src', file.split(path.sep).join('/'));
    (/\bvi\.(?:mock|doMock)\(|vitest: isolate\b/.test(text) ? isolated : shared).push(relative);
  }
  return { isolated, shared };
}
