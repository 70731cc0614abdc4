import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { testFilesByIsolation } from './vitest.isolation.ts';

/**
 * An app's project split in two: most files share their worker's loaded modules (`isolate:
 * false`: the app is imported once per worker, not once per file), and those that replace a
 * module or install process-wide instrumentation (`isolatedTestFiles`) run each in a module graph
 * of its own, as project `<name>-isolated`. Inside the app's folder, `vitest` runs every file
 * isolated, from the app's own config. (A project extending the app's config adds to its
 * `include` and `exclude` lists rather than replacing them, so each half excludes the other.)
 */
function splitProject(dir: string, name: string): TestProjectInlineConfiguration[] {
  const { isolated, shared } = testFilesByIsolation(dir);
  const base = { extends: `./${dir}/vitest.config.ts`, root: `./${dir}` } as const;
  return [
    { ...base, test: { name, isolate: false, exclude: isolated } },
    { ...base, test: { name: `${name}-isolated`, exclude: shared } },
  ];
}

// One `vitest run` at the root runs every workspace's unit, API and component tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', ...splitProject('apps/server', 'server'), ...splitProject('apps/web', 'web')],
    reporters: ['default', './scripts/vitest-summary-reporter.mjs'],
    // vitest's default leaves one core idle (one worker on a 2-core machine, so files ran one by
    // one). Each API test file has a database of its own and waits on it much of the time, so
    // files run side by side on every core, and on two at least.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
