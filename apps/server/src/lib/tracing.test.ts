// vitest: isolate (reads which modules the process has loaded)
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_USERS, bearer, createTestApp, logCapture, login } from '../../test/helpers';
import { startTracing, tracesUrl } from './tracing';

const OTEL_PACKAGES = `${path.sep}node_modules${path.sep}@opentelemetry${path.sep}`;

describe('tracesUrl', () => {
  const urlOf = (env: Record<string, string>) => tracesUrl(loadConfig(env));

  it('is off unless an OTLP endpoint is set, an empty variable counting as unset', () => {
    expect(urlOf({})).toBeUndefined();
    expect(urlOf({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' })).toBeUndefined();
  });

  it('sends to v1/traces under the general endpoint, or to the traces endpoint as given', () => {
    expect(urlOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('http://collector:4318/v1/traces');
    expect(urlOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com/otel/' })).toBe(
      'https://otlp.example.com/otel/v1/traces',
    );
    expect(
      urlOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://tempo:4318/v1/traces',
      }),
    ).toBe('http://tempo:4318/v1/traces');
  });
});

describe('tracing with no OTLP endpoint', () => {
  it('loads no OpenTelemetry module and writes no trace ids, while the app serves as usual', async () => {
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      LOG_LEVEL: 'info',
      // The drivers tracing would instrument are loaded all the same (pg on PostgreSQL, redis here).
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMIT_PREFIX: `cc:tracing-off:${randomBytes(4).toString('hex')}:`,
    };
    const tracing = await startTracing(loadConfig(env));
    expect(tracing).toBeNull();
    const logs = logCapture();
    const t = await createTestApp(env, { tracing, logStream: logs.stream });
    try {
      const token = await login(t, DEMO_USERS.admin);
      const res = await t.app.inject({ method: 'GET', url: '/api/login/session', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(logs.text()).toContain('request completed');
      expect(logs.text()).not.toContain('trace_id');
      // OpenTelemetry's packages are CommonJS: anything of theirs that loaded is in this cache. The
      // API alone is there already (prom-client requires it; until an SDK registers, it does nothing).
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => f.includes(OTEL_PACKAGES));
      expect(loaded.filter((f) => !f.includes(`${OTEL_PACKAGES}api${path.sep}`))).toEqual([]);
      expect((globalThis as Record<symbol, unknown>)[Symbol.for('opentelemetry.js.api.1')]).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
