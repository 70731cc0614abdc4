import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './fixtures/env';

const isCI = Boolean(process.env.CI);
// Debian's Chromium; `npm test` fails with an install hint before getting here when none is found.
const chromium =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests',
  // One folder per port: runs side by side (each needs its own E2E_PORT) do not clean each other's artifacts.
  outputDir: `test-results/${E2E_PORT}`,
  globalSetup: './global-setup.ts',
  // Tests wait for what the user sees, never for a guessed time; these limits only stop a test
  // that hangs, and are wide enough for a machine shared with other CPU-heavy work (under a
  // second process's full load, with other work on the machine too, a page's first render has
  // taken over 30 s).
  timeout: 240_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  forbidOnly: isCI,
  // On CI a test that fails is run once more, to report it: one that then passes is named and
  // still fails the run unless e2e/quarantine.json lists it (summary-reporter.ts).
  retries: isCI ? 1 : 0,
  // One worker per core but one, and two at least: with one worker on two cores the machine sat a
  // third idle while tests waited on the server and the page (the whole suite 13.8 min; two
  // workers 10.0 min, README "Browser tests that pass the first time"). E2E_WORKERS sets it.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, availableParallelism() - 1),
  reporter: [['list'], ['./summary-reporter.ts']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    // A trace records every action's page snapshot: kept for every test it made the suite about a
    // third slower (a sample of 23 tests: 290 s of tests against 180 s without). A failed test's
    // retry records one (on CI); locally, `--trace on` asks for it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Tests assert what a user sees once a screen has settled, not how it moves: with the motion a
    // user can turn off turned off (the app honours the setting), no click waits for a dialog to
    // fade in or lands on a month still sliding, and the browser draws no animation frames.
    reducedMotion: 'reduce',
    // As wide as an expectation's: a click waits for its target as an expectation would.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
