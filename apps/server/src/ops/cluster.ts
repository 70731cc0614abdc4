import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A small production-shaped cluster for the operations tests: app instances as real processes on
 * one PostgreSQL database, behind Caddy (the proxy compose.yaml runs), on loopback.
 */

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const JWT_SECRET = `ops-test-${randomBytes(24).toString('hex')}`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A database of its own on the PostgreSQL server of TEST_DATABASE_URL; `drop()` removes it. */
export async function scratchDatabase(serverUrl: string) {
  const name = `cc_ops_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

const answers = (url: string) => async () => (await fetch(url)).ok;

/** One app instance: `node --import tsx src/main.ts`, as `npm start` runs the built one. */
export class Instance {
  proc: ChildProcess | null = null;
  output = '';
  readonly port: number;
  private dataDir = '';

  constructor(
    port: number,
    private readonly env: Record<string, string>,
  ) {
    this.port = port;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.dataDir ||= await mkdtemp(path.join(os.tmpdir(), 'cc-ops-app-'));
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        JWT_SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        UNCOVERED_SWEEP_SECONDS: '0',
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        WEB_DIST: path.join(this.dataDir, 'no-web'),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.proc = proc;
    await waitFor(`instance on ${this.port} ready`, answers(`${this.url}/readyz`));
  }

  /** SIGTERM, as an orchestrator stops a container; answers the exit code and how long it took. */
  async stop(): Promise<{ code: number | null; ms: number }> {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null) return { code: proc?.exitCode ?? null, ms: 0 };
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    proc.kill('SIGTERM');
    const code = await exited;
    this.proc = null;
    return { code, ms: Date.now() - started };
  }

  async dispose() {
    if (this.proc && this.proc.exitCode === null) this.proc.kill('SIGKILL');
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }
}

/** Caddy in front of the instances, with the load-balancing settings of deploy/Caddyfile. */
export async function startProxy(port: number, upstreams: Instance[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-ops-caddy-'));
  const file = path.join(dir, 'Caddyfile');
  await writeFile(
    file,
    `{
	admin off
	auto_https off
}

:${port} {
	bind 127.0.0.1
	reverse_proxy ${upstreams.map((u) => `127.0.0.1:${u.port}`).join(' ')} {
		# Least connections, not round robin: Caddy 2.6's round robin, with one instance out, can
		# step past the healthy one under concurrent requests and answer 503 "no upstreams
		# available" at once, which a POST is never retried after (seen in the rolling-restart test).
		lb_policy least_conn
		lb_try_duration 10s
		lb_try_interval 100ms
		fail_duration 5s
		max_fails 3
		health_uri /readyz
		health_interval 500ms
		health_timeout 5s
	}
}
`,
  );
  const proc = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const spawned = new Promise<void>((resolve, reject) => {
    proc.once('spawn', resolve);
    proc.once('error', (err) =>
      reject(new Error(`Caddy could not start (${err.message}). Install it: apt-get install -y caddy`)),
    );
  });
  await spawned;
  const url = `http://127.0.0.1:${port}`;
  await waitFor('the proxy answering', answers(`${url}/healthz`), 30_000).catch((err: Error) => {
    throw new Error(`${err.message}\n${output}`);
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
