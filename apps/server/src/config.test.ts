import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', SESSION_TTL_HOURS: 12, SEED_DEMO: true });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names every bad setting in one line', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'nope' });
    } catch (err) {
      expect((err as Error).message).toMatch(/^Invalid configuration: PORT: .+; DATABASE_URL: .+$/);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('keeps the embedded maintenance interval within what a timer can wait', () => {
    expect(loadConfig({}).EMBEDDED_MAINTENANCE_HOURS).toBe(6);
    expect(loadConfig({ EMBEDDED_MAINTENANCE_HOURS: '576' }).EMBEDDED_MAINTENANCE_HOURS).toBe(576);
    expect(() => loadConfig({ EMBEDDED_MAINTENANCE_HOURS: '1000' })).toThrow(
      /EMBEDDED_MAINTENANCE_HOURS is at most 576 \(24 days\)/,
    );
  });

  it('reads an empty variable as unset, as compose writes `${VAR:-}`', () => {
    const c = loadConfig({ SMTP_URL: '', METRICS_TOKEN: '', DATABASE_URL: '' });
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.METRICS_TOKEN).toBeUndefined();
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('keeps files on disk by default and asks for the bucket and keys with STORAGE=s3', () => {
    expect(loadConfig({}).STORAGE).toBe('disk');
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'casecover' })).toThrow(
      'Invalid configuration: S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required when STORAGE=s3; S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required when STORAGE=s3',
    );
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'casecover',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({ STORAGE: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('takes OTLP endpoints as http(s) URLs and names the service casecover unless told', () => {
    expect(loadConfig({}).OTEL_SERVICE_NAME).toBe('casecover');
    expect(loadConfig({ OTEL_SERVICE_NAME: 'casecover-eu' }).OTEL_SERVICE_NAME).toBe('casecover-eu');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toThrow(
      'Invalid configuration: OTEL_EXPORTER_OTLP_ENDPOINT: OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL of an OTLP collector',
    );
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' }).OTEL_EXPORTER_OTLP_TRACES_ENDPOINT).toBeUndefined();
  });

  it('makes the server exit 1 with that line on a bad value', () => {
    const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
    const run = spawnSync(tsx, [path.resolve(__dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/tmp/cc-never' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Invalid configuration: PORT: /);
  }, 70_000);
});
