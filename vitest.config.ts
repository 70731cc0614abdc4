import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit, API and component tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    reporters: ['default', './scripts/vitest-summary-reporter.mjs'],
    // vitest's default leaves one core idle (one worker on a 2-core machine, so files ran one by
    // one). Each API test file has a database of its own and waits on it much of the time, so
    // files run side by side on every core, and on two at least.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
