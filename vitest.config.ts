import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit, API and component tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    reporters: ['default', './scripts/vitest-summary-reporter.mjs'],
  },
});
