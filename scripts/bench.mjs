// `npm run bench`: builds and starts the real server and a bare Fastify baseline, each in its
// own process, then loads each entry of bench/entries.mjs with autocannon from this process.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchUser, entries, prepare } from '../bench/entries.mjs';
import { formatTable, measureEntry, percentile, signInWith } from '../bench/measure.mjs';
import { scenarios } from '../bench/scenarios.mjs';
import { benchDatabase } from '../bench/scratch-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// autocannon, pg and altcha-lib are dependencies of the server workspace.
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));
const PORT_RANGE = [3300, 3399];

const USAGE = `Usage: npm run bench -- [options]

Builds the server, starts it (SEED_DEMO=true) and a bare Fastify route as a baseline, then
measures each entry of bench/entries.mjs with autocannon and prints one table.

Options:
  --duration <s>      seconds per entry (default 10)
  --connections <n>   concurrent connections (default 10)
  --only <a,b,...>    run only these entries (the bare baseline always runs, for the ratio)
  --tasks <n>         seed n generated tasks on top of the demo data before measuring
  --skip-build        use the existing apps/server/dist (and apps/web/dist for a scenario
                      that needs the web app)
  --scenario <name>   run one scenario instead of the entries (see below)
  --month-tasks <n>   calendar: tasks seeded in this month (default 3000)
  --renders <n>       calendar: timed reloads of the month view (default 5)
  --sockets <n>       sockets: connections to open (default 1000)
  --socket-batch <n>  sockets: connections opened at a time (default 50)
  --events <n>        sockets: tasks added, one after another (default 50)
  --users <n>         load: simulated users working at once (default 200)
  --user-rate <n>     load: calls a second each user makes on average, pausing at random after
                      each answer (default 0: no pause)
  --sizes <a,b,...>   reports: task counts to measure at (default 100000,1000000)
  --reports <a,b,...> reports: only these report calls (e.g. coverage,activity; default all)
  --help              this text

Scenarios (--scenario <name>; each runs instead of the entries):
  calendar  seeds --month-tasks tasks in Northside Hospital within this month (America/New_York),
            then times POST /api/task/dashboard for the month (perDay 5, autocannon) and the
            month view's render in Chromium (/usr/bin/chromium, or CHROMIUM_PATH): median and
            max of --renders reloads, from navigation start until every day of the month shows
            its events. Builds the web app too (npm run build -w apps/web).
  load      starts its own PostgreSQL and Redis and two instances on them; --users simulated
            users (Northside's three hospital roles and MedVance's rep, manager and company
            admin, spread over both instances) loop over the task list, a task's detail, the
            week on the calendar and the notifications, hospital users also adding and editing
            tasks, for --duration seconds (default 60), with no pause or a random pause of
            1/--user-rate seconds on average after each answer. Reports errors, p50/p95/p99 and req/s, then the notification outbox: what it
            still owed when the users stopped, and how long it took to owe nothing.
  faults    starts its own PostgreSQL, Redis and SMTP server and two instances; 8 writers book
            tasks for 60 s while PostgreSQL restarts (8 s), Redis stops (18-30 s) and SMTP stops
            (36-52 s); then reads every acknowledged booking back and counts the emails and the
            socket events that arrived against what the outbox owed. PostgreSQL binaries from
            /usr/lib/postgresql (or PG_BIN); as root, initdb and pg_ctl run as user postgres.
  outbox    the notification dispatcher alone (bench/outbox-run.mjs under tsx): OUTBOX_ROWS (4000)
            deliveries, half socket events and half emails, on PGlite or a fresh database of the
            DATABASE_URL server; once with emails over the pooled SMTP transport to a local SMTP
            server, once with a mailer that accepts at once. Reports deliveries a second.
  sockets   opens --sockets Socket.IO connections signed in as Northside's master scheduler,
            Cardiology scheduler and MedVance's company admin; the bench user then adds --events
            Cardiology tasks one after another, and each socket's notification_count event is
            timed from the addTask reply and from its sending (p50/p95/p99/max, delivered count).
  reports   every report call (30 days up to today in New York, by department) as Northside's
            master scheduler and MedVance's company admin, on one database of the DATABASE_URL
            server grown to each of --sizes generated tasks; prints each report's p95 per size and
            its growth from the first size to the last (--duration defaults to 5 s per entry).
            BENCH_KEEP_DATABASE=1 keeps the grown database; BENCH_DATABASE=<name> measures such a
            kept database again, without seeding, at the one size given in --sizes.
  tasklist  the default task list (Northside's admin, first page of 10) over HTTP, /readyz and the
            bare route, then the list's own prepared statement alone on a pg connection and
            through the server's query function, one call after another for --duration seconds
            each. Needs DATABASE_URL; with --connections 1 the HTTP and statement p95s compare.
  bundle    the JavaScript the sign-in and registration pages load before they draw (the entry,
            the page's chunk and their static imports), gzip and raw, from apps/web/dist.

Database: PostgreSQL when DATABASE_URL is set (a fresh database cc_bench_<time> is created
on that server and dropped afterwards); otherwise embedded PGlite in a temporary DATA_DIR.
With DATABASE_URL, BENCH_KEEP_DATABASE=1 keeps that database (its name is printed) and
BENCH_DATABASE=<name> measures a kept one again without seeding (e.g. the month at 1M tasks).
Entries: ${entries.map((e) => e.name).join(', ')}
Results: a table on stdout and bench-results/<ISO time>.json`;

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      duration: { type: 'string' },
      connections: { type: 'string', default: '10' },
      only: { type: 'string' },
      tasks: { type: 'string', default: '0' },
      'skip-build': { type: 'boolean', default: false },
      scenario: { type: 'string' },
      'month-tasks': { type: 'string', default: '3000' },
      renders: { type: 'string', default: '5' },
      sockets: { type: 'string', default: '1000' },
      'socket-batch': { type: 'string', default: '50' },
      events: { type: 'string', default: '50' },
      users: { type: 'string', default: '200' },
      'user-rate': { type: 'string', default: '0' },
      sizes: { type: 'string', default: '100000,1000000' },
      reports: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values;
} catch (err) {
  console.error(err.message);
  console.error(USAGE);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const scenarioDefaults = { load: 60, reports: 5 };
const duration = Number(args.duration ?? scenarioDefaults[args.scenario] ?? 10);
const connections = Number(args.connections);
const tasks = Number(args.tasks);
if (!(duration > 0)) fail('--duration must be a positive number of seconds');
if (!Number.isInteger(connections) || connections < 1) fail('--connections must be a positive integer');
if (!Number.isInteger(tasks) || tasks < 0) fail('--tasks must be a whole number');

const scenario = args.scenario ? scenarios[args.scenario] : null;
if (args.scenario && !scenario)
  fail(`unknown scenario: ${args.scenario} (known: ${Object.keys(scenarios).join(', ')})`);
if (scenario && args.only) fail('--only and --scenario do not go together');
const positive = (name) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer`);
  return n;
};
const scenarioOptions = {
  monthTasks: positive('month-tasks'),
  renders: positive('renders'),
  sockets: positive('sockets'),
  batch: positive('socket-batch'),
  events: positive('events'),
  users: positive('users'),
  userRate: Number(args['user-rate']),
  sizes: args.sizes.split(',').map(Number),
  reports: args.reports
    ? args.reports
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null,
};
if (!(scenarioOptions.userRate >= 0)) fail('--user-rate takes calls a second per user (0: no pause)');
if (!scenarioOptions.sizes.every((n) => Number.isInteger(n) && n > 0)) fail('--sizes takes positive whole numbers');

let selected = scenario?.standalone ? [] : scenario ? scenario.entries(scenarioOptions) : entries;
if (args.only) {
  const names = args.only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !entries.some((e) => e.name === n));
  if (unknown.length)
    fail(
      `unknown entr${unknown.length > 1 ? 'ies' : 'y'}: ${unknown.join(', ')} (known: ${entries.map((e) => e.name).join(', ')})`,
    );
  selected = entries.filter((e) => names.includes(e.name) || e.target === 'bare');
}

const autocannon = requireFromServer('autocannon');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const pg = requireFromServer('pg');
const { solveChallenge } = await import(requireFromServer.resolve('altcha-lib/v1'));
const signIn = (baseUrl, user = benchUser) => signInWith(solveChallenge, baseUrl, user);

// ---- processes and clean-up -------------------------------------------------------------

const children = [];
const cleanups = [];

function run(cmd, cmdArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function stopChild(child) {
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

let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all(children.map(stopChild));
    for (const fn of cleanups.reverse()) await fn().catch((err) => console.error(`bench: clean-up: ${err.message}`));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(taken) {
  for (let p = PORT_RANGE[0]; p <= PORT_RANGE[1]; p += 1) {
    if (!taken.includes(p) && (await portIsFree(p))) return p;
  }
  throw new Error(`no free port in ${PORT_RANGE.join('-')}`);
}

function startChild(name, script, env, logLines) {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") goes to the servers' node.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    if (logLines.length > 200) logLines.splice(0, logLines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!cleaning)
      console.error(
        `bench: the ${name} exited early (${signal ?? `code ${code}`}):\n${logLines.slice(-15).join('\n')}`,
      );
  });
  children.push(child);
  return child;
}

async function waitFor(url, child, name, logLines, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the ${name} did not become ready at ${url}:\n${logLines.slice(-30).join('\n')}`);
}

// ---- main -------------------------------------------------------------------------------

async function main() {
  if (!args['skip-build']) {
    console.log('bench: building the server');
    if ((await run('npm', ['run', 'build', '-w', 'apps/server'])) !== 0) throw new Error('the server build failed');
  }
  if (scenario?.web) {
    if (!args['skip-build'] || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
      console.log('bench: building the web app');
      if ((await run('npm', ['run', 'build', '-w', 'apps/web'])) !== 0) throw new Error('the web build failed');
    }
  }
  const mainJs = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(mainJs)) throw new Error('apps/server/dist/main.js is missing');

  const tmpRoot = await mkdtemp(path.join(tmpdir(), 'casecover-bench-'));
  cleanups.push(() => rm(tmpRoot, { recursive: true, force: true }));

  if (scenario?.standalone) {
    const rows = await scenario.standalone({
      root,
      tmpRoot,
      mainJs,
      options: { ...scenarioOptions, duration, connections: scenarioOptions.users },
      autocannon,
      percentile,
      require: requireFromRoot,
      run,
      freePort,
      startChild,
      waitFor,
      signIn: (user, baseUrl) => signIn(baseUrl, user),
      measureEntry: (entry, baseUrl, token, context) =>
        measureEntry({ autocannon, connections, duration }, entry, baseUrl, token, context),
      onCleanup: (fn) => cleanups.push(async () => fn()),
    });
    await report(rows, rows.engine ?? 'postgresql (own server) + redis, 2 instances');
    return;
  }

  let databaseUrl;
  let engine = 'pglite';
  let reused = false;
  if (process.env.DATABASE_URL) {
    const db = await benchDatabase(pg, 'cc_bench', (f) => cleanups.push(f));
    databaseUrl = db.url;
    engine = `postgresql (${db.name})`;
    reused = db.reused;
  }

  // Seed the demo data and, with --tasks, that many generated tasks, before the server starts.
  const seedEnv = {
    DATA_DIR: path.join(tmpRoot, 'data'),
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const seedArgs = [
    path.join(root, 'apps/server/dist/cli.js'),
    ...(tasks > 0 ? ['--tasks', String(tasks)] : []),
    ...(scenario ? scenario.seedArgs(scenarioOptions) : []),
  ];
  if (reused) {
    console.log('bench: measuring the kept database as it is (BENCH_DATABASE), without seeding');
  } else {
    console.log(`bench: seeding${tasks > 0 ? ` ${tasks.toLocaleString('en-US')} tasks` : ' the demo data'}`);
    if ((await run(process.execPath, seedArgs, seedEnv)) !== 0) throw new Error('seeding failed');
  }

  const withBare = !scenario || scenario.bare;
  const appPort = await freePort([]);
  const barePort = withBare ? await freePort([appPort]) : null;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;

  const appLog = [];
  const serverEnv = {
    HOST: '127.0.0.1',
    PORT: String(appPort),
    PUBLIC_URL: appUrl,
    DATA_DIR: path.join(tmpRoot, 'data'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000',
    RATE_LIMIT_FILES_PER_MINUTE: '1000000',
    SEED_DEMO: 'false',
    UNCOVERED_SWEEP_SECONDS: '0',
  };
  // Without DATABASE_URL the server opens PGlite in DATA_DIR.
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  const appChild = startChild('server', mainJs, serverEnv, appLog);

  const bareLog = [];
  const bareChild = withBare
    ? startChild('bare server', path.join(root, 'bench/bare-server.mjs'), { PORT: String(barePort) }, bareLog)
    : null;

  const started = Date.now();
  await waitFor(`${appUrl}/readyz`, appChild, 'server', appLog);
  if (bareChild) await waitFor(bareUrl, bareChild, 'bare server', bareLog);
  console.log(
    `bench: server ready in ${((Date.now() - started) / 1000).toFixed(1)} s on ${appUrl} (${engine})${bareChild ? `; baseline on ${bareUrl}` : ''}`,
  );

  const token = scenario || selected.some((e) => e.auth) ? (await signIn(appUrl)).token : '';
  const context = token ? await prepare(appUrl, token) : {};

  const rows = [];
  for (const entry of selected) {
    const baseUrl = entry.target === 'bare' ? bareUrl : appUrl;
    rows.push(await measureEntry({ autocannon, connections, duration }, entry, baseUrl, token, context));
    console.log(`bench: ${entry.name} done`);
  }
  if (scenario) {
    const more = await scenario.run({
      appUrl,
      databaseUrl,
      duration,
      root,
      token,
      context,
      benchUser,
      options: scenarioOptions,
      percentile,
      require: requireFromRoot,
      signIn: (user) => signIn(appUrl, user),
      onCleanup: (fn) => cleanups.push(async () => fn()),
    });
    for (const r of more) {
      rows.push({ ratioToBare: null, ...r });
      console.log(`bench: ${r.name} done`);
    }
  }
  await report(rows, engine);
}

async function report(rows, engine) {
  const bare = rows.find((r) => r.name === 'bare');
  for (const r of rows)
    r.ratioToBare = bare && bare.reqPerSec > 0 && r.reqPerSec !== null ? r.reqPerSec / bare.reqPerSec : null;

  console.log(`\n${formatTable(rows, Boolean(scenario))}\n`);
  console.log(
    `${scenario ? `scenario ${args.scenario}, ` : ''}duration ${duration} s${scenario?.standalone ? '' : ' per entry'}, ${scenario?.standalone ? `${scenarioOptions.users} users` : `${connections} connections`}, database ${engine}, node ${process.version}, ${cpus().length} cpus`,
  );

  const at = new Date().toISOString();
  const outDir = path.join(root, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const outFile = path.join(outDir, `${at.replace(/:/g, '-')}.json`);
  await writeFile(
    outFile,
    JSON.stringify(
      {
        at,
        duration,
        connections,
        tasks,
        ...(scenario ? { scenario: args.scenario, scenarioOptions } : {}),
        database: engine,
        node: process.version,
        cpus: cpus().length,
        results: rows,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`results written to ${path.relative(root, outFile)}`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
  exitCode = 1;
}
await cleanUp();
process.exit(exitCode);
