import { existsSync } from 'node:fs';
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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: isCI,
  // On CI a test that fails is run once more; one that then passes is reported as flaky by name.
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['./summary-reporter.ts']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
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
