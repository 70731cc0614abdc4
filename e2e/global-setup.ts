import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD, SESSION_USERS, sessionFile } from './fixtures/sessions';
import { E2E_BASE_URL, E2E_PORT } from './fixtures/env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The first start migrates and seeds a new database, which on a loaded machine has taken over a
// minute: wait while the process lives; the limit only stops a hang.
async function waitForReady(child: ChildProcess, logFile: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${E2E_BASE_URL}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(
    child.exitCode !== null
      ? `The server exited with code ${child.exitCode} before it was ready. Its log:\n${log}`
      : `The server was not ready at ${E2E_BASE_URL}/readyz within ${timeoutMs / 1000} s. Its log:\n${log}`,
  );
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const CHROMIUM =
  process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/**
 * Signs each demo user in once, through the login page with "Remember me", and keeps the browser
 * storage as a Playwright storage state: tests that only need someone signed in start from it
 * (sessions stay valid: nothing in the suite signs these users out on the server).
 */
async function saveSessions(dir: string): Promise<void> {
  const browser = await chromium.launch({
    ...(CHROMIUM ? { executablePath: CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const signInOne = async (email: string) => {
      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        locale: 'en-US',
        timezoneId: 'America/New_York',
      });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByLabel(/^\s*Password\s*\*?\s*$/).fill(DEMO_PASSWORD);
      await page.getByRole('checkbox', { name: 'Remember me' }).check();
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 60_000 });
      await context.storageState({ path: sessionFile(email, dir) });
      await context.close();
    };
    // Two at a time: the machine has two cores, and each sign-in solves a proof-of-work.
    const queue = [...SESSION_USERS];
    const lane = async () => {
      for (let email = queue.shift(); email; email = queue.shift()) await signInOne(email);
    };
    await Promise.all([lane(), lane()]);
  } finally {
    await browser.close();
  }
}

/**
 * Starts the built server (as `npm start` would run it) on a fresh data directory, and on a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set. Returns the teardown.
 */
/**
 * The server runs at LOG_LEVEL=warn: what it logged (failures, requests slower than two seconds)
 * is printed after the run, at most 40 lines, so a test that timed out can be told from a server
 * that did.
 */
function reportServerWarnings(text: string) {
  const lines = text.split('\n').filter((l) => l.startsWith('{'));
  const shown: string[] = [];
  for (const raw of lines) {
    let e: {
      level?: number;
      time?: number;
      msg?: string;
      req?: { method?: string; url?: string };
      res?: { statusCode?: number };
      responseTime?: number;
      err?: { message?: string };
    };
    try {
      e = JSON.parse(raw) as typeof e;
    } catch {
      continue;
    }
    if ((e.level ?? 0) < 40) continue;
    const request = e.req ? ` ${e.req.method ?? ''} ${e.req.url ?? ''} ${e.res?.statusCode ?? ''}` : '';
    const took = e.responseTime ? ` ${Math.round(e.responseTime)} ms` : '';
    const at = e.time ? new Date(e.time).toISOString().slice(11, 23) : '';
    shown.push(`${at} ${e.msg ?? ''}${request}${took}${e.err?.message ? ` — ${e.err.message}` : ''}`);
  }
  if (!shown.length) return;
  console.log(
    `\nThe server logged ${shown.length} warning${shown.length === 1 ? '' : 's'} or error${shown.length === 1 ? '' : 's'}:`,
  );
  for (const line of shown.slice(0, 40)) console.log(`  ${line}`);
  if (shown.length > 40) console.log(`  … and ${shown.length - 40} more`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  for (const [file, what] of [
    [main, 'the server'],
    [webIndex, 'the web app'],
  ] as const) {
    if (!existsSync(file))
      throw new Error(`${path.relative(repoRoot, file)} is missing: build ${what} first with "npm run build".`);
  }
  if (!(await portIsFree(E2E_PORT))) {
    throw new Error(`Port ${E2E_PORT} is in use. Stop what listens there, or set E2E_PORT to a free port.`);
  }

  const tmpRoot = await mkdtemp(path.join(tmpdir(), 'casecover-e2e-'));
  const dataDir = path.join(tmpRoot, 'data');
  const logFile = path.join(tmpRoot, 'server.log');
  // Serve a copy of the built web app, so a rebuild during the run cannot swap the files
  // (and their hashed names) out from under the server.
  const webDist = path.join(tmpRoot, 'web');
  await cp(path.dirname(webIndex), webDist, { recursive: true });

  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: string | null = null;
  if (serverUrl) {
    database = `cc_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${database}`);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(E2E_PORT),
    PUBLIC_URL: E2E_BASE_URL,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000',
    // A lighter proof-of-work keeps sign-ins quick; the captcha itself is covered by the API tests.
    CAPTCHA_MAX_NUMBER: '1000',
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  env.WEB_DIST = webDist;
  if (serverUrl && database) env.DATABASE_URL = databaseUrl(serverUrl, database);

  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [main], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const teardown = async () => {
    await stop(child);
    log.end();
    if (existsSync(logFile)) {
      const text = readFileSync(logFile, 'utf8');
      if (process.env.E2E_SHOW_SERVER_LOG) console.log(text);
      else reportServerWarnings(text);
    }
    if (serverUrl && database) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((err: unknown) => {
        console.warn(`Could not drop ${database}: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
    await rm(tmpRoot, { recursive: true, force: true });
  };

  try {
    await waitForReady(child, logFile);
  } catch (err) {
    await teardown();
    throw err;
  }

  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_BASE_URL = E2E_BASE_URL;
  const sessionDir = path.join(tmpRoot, 'sessions');
  process.env.E2E_SESSION_DIR = sessionDir;
  try {
    await saveSessions(sessionDir);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
