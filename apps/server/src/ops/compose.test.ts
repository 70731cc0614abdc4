import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SECRETS = {
  POSTGRES_PASSWORD: 'compose-check-password',
  JWT_SECRET: 'compose-check-secret-that-is-long-enough-to-sign-sessions',
  S3_ACCESS_KEY_ID: 'casecover',
  S3_SECRET_ACCESS_KEY: 'compose-check-s3-secret',
};

/** `docker-compose config`: the Compose file checked against Compose's own schema, variables filled in. */
function composeConfig(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync('docker-compose', ['-f', path.join(ROOT, 'compose.yaml'), 'config', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  if (run.error)
    throw new Error(`docker-compose could not run (${run.error.message}): apt-get install -y docker-compose`);
  return run;
}

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: unknown[];
}

describe('compose.yaml', () => {
  it('is a valid Compose file with two app instances, the proxy, PostgreSQL, Redis and an object store', () => {
    const run = composeConfig(SECRETS);
    expect(run.status, run.stderr).toBe(0);
    const config = parse(run.stdout) as { services: Record<string, Service> };
    expect(Object.keys(config.services).sort()).toEqual(['app1', 'app2', 'objectstore', 'postgres', 'proxy', 'redis']);
    for (const name of ['app1', 'app2']) {
      const app = config.services[name] as Service;
      expect(app.build).toBeDefined();
      expect(app.healthcheck?.test.join(' ')).toContain('/readyz');
      expect(app.environment).toMatchObject({
        DATABASE_URL: `postgres://casecover:${SECRETS.POSTGRES_PASSWORD}@postgres:5432/casecover`,
        REDIS_URL: 'redis://redis:6379',
        STORAGE: 's3',
        S3_ENDPOINT: 'http://objectstore:9000',
      });
      expect(Object.keys(app.depends_on ?? {}).sort()).toEqual(['objectstore', 'postgres', 'redis']);
    }
    expect(config.services.app1?.image).toBe(config.services.app2?.image);
  });

  it('passes the tracing variables from .env, tracing off unless an endpoint is given', () => {
    const off = parse(composeConfig(SECRETS).stdout) as { services: Record<string, Service> };
    expect(off.services.app1?.environment).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_SERVICE_NAME: 'casecover',
    });
    const on = parse(
      composeConfig({ ...SECRETS, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }).stdout,
    ) as { services: Record<string, Service> };
    for (const name of ['app1', 'app2']) {
      expect(on.services[name]?.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
    }
  });

  it('refuses to start without the secrets, naming the one missing', () => {
    const { POSTGRES_PASSWORD: _left, ...rest } = SECRETS;
    const run = composeConfig(rest);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('set POSTGRES_PASSWORD in .env');
  });

  it('has the proxy spread requests over both instances and keep /metrics private', async () => {
    const caddyfile = await readFile(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    expect(caddyfile).toMatch(/lb_try_duration/);
    expect(caddyfile).toMatch(/respond @metrics 404/);
    const check = spawnSync(
      'caddy',
      ['adapt', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
      {
        encoding: 'utf8',
      },
    );
    expect(check.status, check.stderr).toBe(0);
  });
});

describe('Dockerfile', () => {
  it('runs the built server as an unprivileged user with production packages only and a readiness check', async () => {
    const dockerfile = await readFile(path.join(ROOT, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
    expect(runtime).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/dist\/main.js"\]$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace apps\/server/);
    expect(runtime).not.toMatch(/npm ci(?! --omit=dev)/);
  });
});
