/**
 * A small production-shaped deployment on this machine for the load and faults scenarios: a
 * PostgreSQL server and a Redis the scenario starts itself (so it may restart or stop them), an
 * optional SMTP server in this process, the demo data, and N app instances sharing them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

/** The bin directory of the newest installed PostgreSQL (Debian layout). */
function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(PG_ROOT, v, 'bin')).find((b) => existsSync(path.join(b, 'pg_ctl')));
  if (!bin) throw new Error(`no PostgreSQL server binaries under ${PG_ROOT} (set PG_BIN)`);
  return bin;
}

/** initdb and pg_ctl refuse to run as root: run them as the postgres user then. */
function asPostgres(cmd, args) {
  const isRoot = process.getuid?.() === 0;
  const full = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(full[0], full[1], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${res.stderr || res.stdout}`);
  return res.stdout;
}

/** A PostgreSQL server of our own in `dir` on `port`: start, stop and restart it at will. */
export async function ownPostgres(dir, port, { statementStats = false } = {}) {
  const bin = pgBin();
  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    // The postgres user must reach the directory through the scenario's private temporary one.
    await chmod(path.dirname(dir), 0o711);
    spawnSync('chown', ['-R', 'postgres:postgres', dir]);
    await chmod(dir, 0o700);
  }
  asPostgres(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  let opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
  // What each statement cost the server, planning included (pg_stat_statements ships with it).
  if (statementStats) {
    opts += ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on';
  }
  const ctl = (...args) =>
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-w', '-l', path.join(dir, 'log'), ...args]);
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('-o', opts, 'start'),
    stop: () => ctl('-m', 'fast', 'stop'),
    restart: () => ctl('-m', 'fast', '-o', opts, 'restart'),
  };
  pg.start();
  return pg;
}

/** A Redis of our own on `port`, keeping nothing on disk. */
export function ownRedis(port) {
  let child = null;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    start: () =>
      new Promise((resolve, reject) => {
        child = spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          {
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        child.on('error', reject);
        child.stdout.on('data', (chunk) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve();
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
  return redis;
}

/**
 * An SMTP server in this process that counts what arrives (by Message-ID, so a resend shows as
 * a duplicate); `stop` closes it and the port refuses connections until `start`.
 */
export function ownSmtp(SMTPServer, port) {
  const ids = new Map();
  let server = null;
  const smtp = {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...ids.values()].reduce((a, b) => a + b, 0),
    unique: () => ids.size,
    start: () =>
      new Promise((resolve, reject) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS'],
          logger: false,
          onData(stream, _session, done) {
            let text = '';
            stream.on('data', (c) => {
              if (text.length < 64_000) text += c.toString('utf8');
            });
            stream.on('end', () => {
              const id = /^message-id:\s*(\S+)/im.exec(text)?.[1] ?? `no-id-${ids.size}-${Math.random()}`;
              ids.set(id, (ids.get(id) ?? 0) + 1);
              done();
            });
          },
        });
        server.on('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        const s = server;
        server = null;
        s.close(() => resolve());
      }),
  };
  return smtp;
}

/**
 * Seeds the demo data into `databaseUrl`, then starts `count` instances of the built server on
 * it (same JWT secret, one Redis). Answers their base URLs.
 */
export async function startInstances(h, { count, databaseUrl, redisUrl, smtpUrl, env = {} }) {
  const dataDir = path.join(h.tmpRoot, 'data');
  const base = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  };
  console.log('bench: seeding the demo data');
  if ((await h.run(process.execPath, [path.join(h.root, 'apps/server/dist/cli.js')], base)) !== 0)
    throw new Error('seeding failed');
  // A database in use has its statistics (autovacuum keeps them); one just seeded has none, and
  // plans made from none stay in the instances' prepared statements.
  const pg = h.require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('vacuum analyze').finally(() => client.end());
  const urls = [];
  const taken = [];
  const logs = [];
  for (let i = 0; i < count; i += 1) {
    const port = await h.freePort(taken);
    taken.push(port);
    const url = `http://127.0.0.1:${port}`;
    const log = [];
    logs.push(log);
    const child = h.startChild(
      `instance ${i + 1}`,
      h.mainJs,
      {
        ...base,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        REDIS_URL: redisUrl,
        ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
        RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
        RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000',
        SEED_DEMO: 'false',
        UNCOVERED_SWEEP_SECONDS: '0',
        ...env,
      },
      log,
    );
    await h.waitFor(`${url}/readyz`, child, `instance ${i + 1}`, log);
    urls.push(url);
  }
  console.log(`bench: ${count} instances ready: ${urls.join(', ')}`);
  return { urls, taken, logs };
}
