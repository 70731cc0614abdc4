import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The operations tests (real instances behind Caddy on one PostgreSQL) run with the PostgreSQL suite.
    exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, 'src/ops/**'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file has a database of its own: files run side by side, on two workers at least.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
