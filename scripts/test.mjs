// `npm test`: every suite, in order, with one closing total line.
//   1. vitest: shared, server (API over PGlite, or PostgreSQL when TEST_DATABASE_URL is set), web
//   2. npm run build (web and server), which the end-to-end suite drives
//   3. Playwright end-to-end journeys in Chromium (never skipped: a missing browser fails the run)
// It ends with the ten slowest tests of all suites, every failed test with its first error line,
// then `Tests: N passed, N failed, N skipped`.
// TEST_DATABASE_URL and REDIS_URL pass through to every suite unchanged.
//
// `npm test -- --vitest-only` runs step 1 alone (CI runs the vitest suites on each database
// engine but the browser suite once); `--project=server*` (or shared, web*) narrows vitest to one
// workspace, both its halves (`server` and `server-isolated`, see vitest.config.ts): CI's second
// engine needs only the server's, the others touch no database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const vitestOnly = process.argv.includes('--vitest-only');
const vitestProjects = process.argv.slice(2).filter((a) => a.startsWith('--project='));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = mkdtempSync(path.join(tmpdir(), 'casecover-test-'));

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const INSTALL_HINT = [
  'Chromium was not found, so the end-to-end suite cannot run.',
  process.env.CHROME_PATH
    ? `CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`
    : `Looked for CHROME_PATH (not set), ${CHROMIUM_CANDIDATES.join(', ')}.`,
  'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
  'or point CHROME_PATH at a Chromium or Chrome binary.',
].join('\n');

function findChromium() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (err) => {
      console.error(`Could not start ${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** @type {{ title: string, ms: number }[]} */
const timedTests = [];
/** @type {{ title: string, message: string }[]} */
const failedTests = [];

function readSummary(file, suiteName) {
  try {
    const s = JSON.parse(readFileSync(file, 'utf8'));
    if (Array.isArray(s.tests)) {
      for (const t of s.tests) {
        if (typeof t?.title === 'string' && typeof t?.ms === 'number')
          timedTests.push({ title: `${suiteName} › ${t.title}`, ms: t.ms });
      }
    }
    if (Array.isArray(s.failures)) {
      for (const f of s.failures) {
        if (typeof f?.title === 'string')
          failedTests.push({ title: `${suiteName} › ${f.title}`, message: String(f.message ?? '') });
      }
    }
    return { passed: Number(s.passed) || 0, failed: Number(s.failed) || 0, skipped: Number(s.skipped) || 0 };
  } catch {
    return null;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const line = (c) => `Tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
const banner = (text) => console.log(`\n=== ${text} ===\n`);

const total = { passed: 0, failed: 0, skipped: 0 };
const phases = [];
let ok = true;

async function suite(name, cmd, args, summaryEnv) {
  const file = path.join(workDir, `${name}.json`);
  rmSync(file, { force: true });
  banner(name);
  const started = Date.now();
  const code = await run(cmd, args, { [summaryEnv]: file });
  const took = Date.now() - started;
  const counts = readSummary(file, name);
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  let status = code === 0 ? 'ok' : `exit ${code}`;
  if (!counts) {
    // The runner died before reporting: count the whole suite as one failure.
    total.failed += 1;
    status = `could not run (exit ${code})`;
  }
  if (code !== 0 || !counts || counts.failed > 0) ok = false;
  phases.push({ name, took, status, counts });
}

const chromium = vitestOnly ? null : findChromium();
if (!chromium && !vitestOnly) {
  console.error(`\n${INSTALL_HINT}\n`);
}

await suite(
  'vitest',
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=./scripts/vitest-summary-reporter.mjs',
    ...vitestProjects,
  ],
  'TEST_SUMMARY_FILE',
);

if (vitestOnly) {
  finish();
}

banner('build');
let started = Date.now();
const buildCode = await run('npm', ['run', 'build']);
phases.push({ name: 'build', took: Date.now() - started, status: buildCode === 0 ? 'ok' : `exit ${buildCode}` });

if (buildCode !== 0) {
  ok = false;
  total.failed += 1;
  console.error('\nThe build failed, so the end-to-end suite cannot run.');
  phases.push({ name: 'e2e', took: 0, status: 'could not run (build failed)' });
} else if (!chromium) {
  ok = false;
  total.failed += 1;
  phases.push({ name: 'e2e', took: 0, status: 'could not run (Chromium not found)' });
} else {
  process.env.CHROME_PATH = chromium;
  await suite(
    'e2e',
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'e2e/playwright.config.ts'],
    'TEST_SUMMARY_FILE_E2E',
  );
}

finish();

function finish() {
  rmSync(workDir, { recursive: true, force: true });
  console.log('\n=== summary ===');
  for (const p of phases) {
    const counts = p.counts ? `  ${line(p.counts)}` : '';
    console.log(`${p.name.padEnd(8)} ${seconds(p.took).padStart(8)}  ${p.status}${counts}`);
  }
  if (timedTests.length > 0) {
    console.log('\nSlowest tests:');
    for (const t of [...timedTests].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      console.log(`${seconds(t.ms).padStart(8)}  ${t.title}`);
    }
  }
  if (failedTests.length > 0) {
    console.log('\nFailed tests:');
    for (const f of failedTests) console.log(`  ${f.title}\n      ${f.message}`);
  }
  if (!chromium && !vitestOnly) console.error(`\n${INSTALL_HINT}`);
  console.log(`\n${line(total)}`);
  process.exit(ok ? 0 : 1);
}
